import '../styles.css';

export { ServiceDetailPage as default } from '../pages/service-detail-page';

import '../styles.css';

export { ServicesPage as default } from '../pages/services-page';

import '../styles.css';

export { SubscribersPage as default } from '../pages/subscribers-page';

import '../styles.css';

export { TermsOfServicePage as default } from '../pages/terms-of-service-page';

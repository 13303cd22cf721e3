import '../styles.css';

export { PrivacyPolicyPage as default } from '../pages/privacy-policy-page';

import '../styles.css';

export { CookiePolicyPage as default } from '../pages/cookie-policy-page';

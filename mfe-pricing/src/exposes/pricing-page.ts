import '../styles.css';

export { PricingPage as default } from '../pages/pricing-page';

import '../styles.css';

export { NewsletterPage as default } from '../pages/newsletter-page';

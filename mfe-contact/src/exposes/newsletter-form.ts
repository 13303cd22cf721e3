import '../styles.css';

export { NewsletterForm as default } from '../pages/newsletter-form';

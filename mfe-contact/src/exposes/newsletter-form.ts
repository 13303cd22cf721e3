import '../styles.css';

export { NewsletterForm as default } from '../newsletter/newsletter-form';

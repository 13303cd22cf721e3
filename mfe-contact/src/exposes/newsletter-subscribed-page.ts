import '../styles.css';

export { NewsletterSubscribedPage as default } from '../pages/newsletter-subscribed-page';

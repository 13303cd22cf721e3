import '../styles.css';

export { ContactPage as default } from '../pages/contact-page';

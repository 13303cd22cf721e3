import '../styles.css';

export { ContactDialog as default } from '../pages/contact-dialog';

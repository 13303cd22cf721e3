import '../styles.css';

export { ContactDialog as default } from '../contact-dialog/contact-dialog';

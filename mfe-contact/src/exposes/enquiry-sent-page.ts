import '../styles.css';

export { EnquirySentPage as default } from '../pages/enquiry-sent-page';

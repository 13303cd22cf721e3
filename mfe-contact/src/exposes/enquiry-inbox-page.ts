import '../styles.css';

export { EnquiryInboxPage as default } from '../pages/enquiry-inbox-page';

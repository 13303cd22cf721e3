import '../styles.css';

export { CustomersPage as default } from '../pages/customers-page';

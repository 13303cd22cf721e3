import '../styles.css';

export { PartnersPage as default } from '../pages/partners-page';

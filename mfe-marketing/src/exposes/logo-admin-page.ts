import '../styles.css';

export { LogoAdminPage as default } from '../pages/logo-admin-page';

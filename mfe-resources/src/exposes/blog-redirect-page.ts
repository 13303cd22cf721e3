import '../styles.css';

export { BlogRedirectPage as default } from '../pages/blog-redirect-page';

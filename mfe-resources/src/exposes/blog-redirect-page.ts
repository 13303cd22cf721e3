import '../styles.css';

export { BlogRedirectPage as default } from '../blog-redirect/blog-redirect-page';

import '../styles.css';

export { AboutPage as default } from '../pages/about-page';

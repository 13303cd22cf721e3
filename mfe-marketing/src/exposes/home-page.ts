import '../styles.css';

export { HomePage as default } from '../pages/home-page';

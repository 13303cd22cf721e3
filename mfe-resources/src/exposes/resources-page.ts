import '../styles.css';

export { ResourcesPage as default } from '../pages/resources-page';

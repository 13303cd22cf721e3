import '../styles.css';

export { ResourcesPage as default } from '../resources-page/resources-page';

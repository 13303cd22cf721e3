import '../styles.css';

export { LatestArticles as default } from '../pages/latest-articles';

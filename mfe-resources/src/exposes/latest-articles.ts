import '../styles.css';

export { LatestArticles as default } from '../latest-articles/latest-articles';

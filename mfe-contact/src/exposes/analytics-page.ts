import '../styles.css';

export { AnalyticsPage as default } from '../pages/analytics-page';

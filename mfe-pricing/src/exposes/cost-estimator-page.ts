import '../styles.css';

export { CostEstimatorPage as default } from '../pages/cost-estimator-page';

import { renderStandalone } from '@staycompliant/app-runtime';
import './standalone.css';
import CostEstimatorPage from './exposes/cost-estimator-page';
import PricingPage from './exposes/pricing-page';

renderStandalone('mfe-pricing', [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/pricing/estimate', element: <CostEstimatorPage /> },
]);

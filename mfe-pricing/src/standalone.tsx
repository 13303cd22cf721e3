import { renderStandalone } from '@staycompliant/app-runtime';
import './standalone.css';
import PricingPage from './exposes/pricing-page';

renderStandalone('mfe-pricing', [
  { path: '/pricing', element: <PricingPage /> },
]);

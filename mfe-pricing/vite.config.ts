import { defineRemoteConfig } from '@staycompliant/vite-config';

export default defineRemoteConfig({
  name: 'pricing',
  dir: import.meta.dirname,
  exposes: {
    './PricingPage': './src/exposes/pricing-page.ts',
    './CostEstimatorPage': './src/exposes/cost-estimator-page.ts',
  },
});

import { defineRemoteConfig } from '@staycompliant/vite-config';

export default defineRemoteConfig({
  name: 'pricing',
  dir: import.meta.dirname,
  previewPort: 5002,
  exposes: {
    './PricingPage': './src/exposes/pricing-page.ts',
  },
});

import { defineRemoteConfig } from '@staycompliant/vite-config';

export default defineRemoteConfig({
  name: 'marketing',
  dir: import.meta.dirname,
  exposes: {
    './HomePage': './src/exposes/home-page.ts',
    './ServicesPage': './src/exposes/services-page.ts',
    './ServiceDetailPage': './src/exposes/service-detail-page.ts',
    './AboutPage': './src/exposes/about-page.ts',
    './PartnersPage': './src/exposes/partners-page.ts',
    './CustomersPage': './src/exposes/customers-page.ts',
    './PrivacyPolicyPage': './src/exposes/privacy-policy-page.ts',
    './TermsOfServicePage': './src/exposes/terms-of-service-page.ts',
    './CookiePolicyPage': './src/exposes/cookie-policy-page.ts',
    './LogoAdminPage': './src/exposes/logo-admin-page.ts',
  },
});

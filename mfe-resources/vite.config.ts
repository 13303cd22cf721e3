import { defineRemoteConfig } from '@staycompliant/vite-config';

export default defineRemoteConfig({
  name: 'resources',
  dir: import.meta.dirname,
  exposes: {
    './ResourcesPage': './src/exposes/resources-page.ts',
    './BlogRedirectPage': './src/exposes/blog-redirect-page.ts',
    './LatestArticles': './src/exposes/latest-articles.ts',
    './ComplianceCalendarPage': './src/exposes/compliance-calendar-page.ts',
  },
});

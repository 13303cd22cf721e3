import { defineRemoteConfig } from '@staycompliant/vite-config';

export default defineRemoteConfig({
  name: 'contact',
  dir: import.meta.dirname,
  exposes: {
    './ContactDialog': './src/exposes/contact-dialog.ts',
    './NewsletterForm': './src/exposes/newsletter-form.ts',
    './ContactPage': './src/exposes/contact-page.ts',
    './EnquirySentPage': './src/exposes/enquiry-sent-page.ts',
    './NewsletterPage': './src/exposes/newsletter-page.ts',
    './NewsletterSubscribedPage': './src/exposes/newsletter-subscribed-page.ts',
    './EnquiryInboxPage': './src/exposes/enquiry-inbox-page.ts',
    './SubscribersPage': './src/exposes/subscribers-page.ts',
    './AnalyticsPage': './src/exposes/analytics-page.ts',
  },
});

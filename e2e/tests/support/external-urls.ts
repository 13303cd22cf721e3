// The site config's local defaults, which the test build uses (packages/site-config).
export const consultationUrl = 'https://cal.com/staycompliant/15min';

export const bookingUrls = {
  incorporation: 'https://cal.com/staycompliant/incorporate',
  legal: 'https://cal.com/staycompliant/legal',
  accounting: 'https://cal.com/staycompliant/accounting',
  cfo: 'https://cal.com/staycompliant/15min',
  taxes: 'https://cal.com/staycompliant/taxes',
  crypto: 'https://cal.com/staycompliant/crypto',
} as const;

export const serviceNames = {
  incorporation: 'Incorporation & Closure',
  legal: 'Legal Services',
  accounting: 'Accounting & Bookkeeping',
  cfo: 'Controller & CFO Advisory',
  taxes: 'Tax Filing',
  crypto: 'Crypto Accounting & Taxes',
} as const;

export const partnerUrls = {
  Mercury: 'https://mercury.com/r/staycompliant',
  Brex: 'https://www.brex.com/signup?ref=staycompliant',
  Gusto: 'https://gusto.com/r/staycompliant',
  'Stripe Atlas': 'https://stripe.com/atlas?ref=staycompliant',
  Deel: 'https://www.deel.com/partners/staycompliant',
  QuickBooks: 'https://quickbooks.intuit.com/partners/staycompliant',
} as const;

export const videoUrls = {
  'From idea to a funded Delaware C-corp in three weeks': 'https://www.youtube.com/watch?v=staycompliant1',
  'A multi-chain treasury, reconciled and audit-ready': 'https://www.youtube.com/watch?v=staycompliant2',
  'Two years of books rebuilt before a Series A': 'https://www.youtube.com/watch?v=staycompliant3',
} as const;

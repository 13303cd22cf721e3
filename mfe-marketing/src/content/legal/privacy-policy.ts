import type { LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  // The visit statistics section is newer than the other legal pages.
  lastUpdated: 'November 26, 2026',
  intro:
    '{brand} helps founders incorporate, run and close US companies. This policy explains what information this website collects, why, and what you can ask us to do with it.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you send an enquiry through the contact form, we receive your name, e-mail address, company size, the services you are interested in and the details you choose to write.',
        'When you subscribe to our newsletter, we receive your e-mail address.',
        'When you browse the website, we count your visit as the next section describes.',
        'Visitors do not have accounts on this website. We do not ask for payment details, government identifiers or documents here; those are exchanged only after an engagement, through secure channels we agree with you.',
      ],
    },
    {
      heading: 'Visit statistics, without cookies',
      paragraphs: [
        'To learn which pages help founders reach us, this website counts page views and a few actions: opening Contact us, making a cost estimate, downloading the compliance calendar and subscribing to the newsletter. The counting is our own: it runs on our website and our database, and no third party receives it.',
        'It sets no cookie and writes nothing to your browser’s storage. To tell one visit from another without them, our server combines this website’s address, your IP address and your browser’s user agent, and hashes them (HMAC-SHA256) with a random key that is replaced every day at midnight UTC. Each key is deleted within 48 hours, after which nobody, including us, can link a hash back to you or link your visits on two different days.',
        'We never store your IP address or your user agent. We store the hash, the page’s address (without its query string, apart from campaign tags such as utm_source), the website that sent you there (its name only), your browser and operating system families (for example “Chrome” and “Android”), and whether your screen is a phone’s, a tablet’s or a computer’s. When you send an enquiry, our database counts it with the same daily hash.',
        'If your browser sends a Global Privacy Control signal, this website sends nothing at all; if it sends Do Not Track, our server drops the visit and keeps only a count that one was dropped. Automated browsers and our own team’s visits are not counted either.',
        'We keep these visit records for 13 months, then delete them; after that we keep only hourly and daily totals, which describe no one.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use an enquiry only to answer it and to prepare a first consultation call. We use a newsletter address only to send the newsletter, and every issue has a way to unsubscribe.',
        'We do not sell or rent your information, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'Where it is kept',
      paragraphs: [
        'Enquiries and subscriptions are stored in a managed database hosted in the United States, with access limited to the people at {brand} who answer them. The database refuses to show them to anyone else.',
        'We keep an enquiry for as long as we need it to answer you and for any period the law requires; we keep a newsletter address until you unsubscribe.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask us to tell you what we hold about you, to correct it or to delete it. California residents have these rights under the CCPA, and we extend them to every visitor.',
        'Write to {email} and we will answer within 30 days.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['When we change this policy we update the date at the top of this page.'],
    },
  ],
};

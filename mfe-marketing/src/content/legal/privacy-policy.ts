import { type LegalDocument, legalLastUpdated } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: legalLastUpdated,
  intro:
    '{brand} helps founders incorporate, run and close US companies. This policy explains what information this website collects, why, and what you can ask us to do with it.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you send an enquiry through the contact form, we receive your name, e-mail address, company size, the services you are interested in and the details you choose to write.',
        'When you subscribe to our newsletter, we receive your e-mail address.',
        'Visitors do not have accounts on this website. We do not ask for payment details, government identifiers or documents here; those are exchanged only after an engagement, through secure channels we agree with you.',
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

import type { LegalDocument } from './legal-document';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: 'November 26, 2026',
  intro:
    'This page lists the cookies and similar browser storage that the {brand} website uses. We use no advertising cookies and no third-party trackers.',
  sections: [
    {
      heading: 'Storage we use',
      paragraphs: [
        'Contact form draft: while you write an enquiry, your unsent text is kept in your browser’s session storage so that nothing is lost if you close the form or reload the page. It is deleted when the enquiry is sent or when you close the browser tab.',
        'Scroll positions: as you move between pages, your browser’s session storage keeps how far down each page you were, so that Back returns you to the same place. It holds nothing else and is deleted when you close the browser tab.',
        'Operator sign-in: the members of our team who manage the client logos on this website sign in; their browser keeps a session token in local storage until they sign out. Visitors never sign in.',
      ],
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        'We do not use advertising, social media or cross-site tracking cookies, and this website loads no scripts or fonts from third parties.',
        'Our visit statistics use no cookie and no browser storage at all: the Privacy Policy explains how they are counted.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can clear this storage at any time in your browser’s settings. The website keeps working without it; only an unsent enquiry draft would be lost.',
        'Questions are welcome at {email}.',
      ],
    },
  ],
};

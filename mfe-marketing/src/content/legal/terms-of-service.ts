import { type LegalDocument, legalLastUpdated } from './legal-document';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: legalLastUpdated,
  intro:
    'These terms apply when you use the {brand} website. Visitors do not create accounts here: you can read every page, send an enquiry and subscribe to our newsletter without signing in.',
  sections: [
    {
      heading: 'Information, not advice',
      paragraphs: [
        'The pages and articles on this website explain US company compliance in general terms. They are not legal, tax or accounting advice for your situation, and reading them does not make you our client.',
        'A client relationship starts only when we both sign an engagement letter that sets out the work, the fees and the responsibilities of each side.',
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'Prices on this website are indicative. The final scope and price of any work are set after a first consultation call and confirmed in the engagement letter. Statutory and government fees are charged at cost unless a plan says otherwise.',
      ],
    },
    {
      heading: 'Enquiries and newsletter',
      paragraphs: [
        'When you send an enquiry or subscribe, you agree that the information you give is accurate and that we may contact you about it. Our Privacy Policy explains how we handle it.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Some links open other websites, such as our booking calendar, our blog or our partners. Their own terms and privacy policies apply there, and we are not responsible for their content.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The text, design and images of this website belong to {brand} or its licensors. You may share links to our pages and quote short passages with attribution.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We work to keep this website accurate and available, but we provide it as it is. To the extent the law allows, {brand} is not liable for losses that come from relying on its general information instead of advice for your situation.',
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: ['These terms are governed by the laws of the State of Delaware. Questions about them are welcome at {email}.'],
    },
  ],
};

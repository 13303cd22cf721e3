import type { ServicePage } from './service-content';

export const incorporation: ServicePage = {
  description:
    'From choosing between a Delaware C-corp and an LLC to filing the certificate of dissolution, we handle the paperwork that gives your US company a clean legal life, whether you live in the US or anywhere else in the world.',
  groups: [
    {
      title: 'Entity choice and formation',
      description: 'We help you pick the structure your investors, your taxes and your plans call for, then file it.',
      details: [
        'Delaware C-corp, LLC or Wyoming LLC: a recommendation based on fundraising plans, ownership and where the founders live',
        'Certificate of incorporation or articles of organization filed with the state',
        'Bylaws or operating agreement, initial board consent and founder stock purchase agreements',
        '83(b) elections prepared and mailed within the 30-day window, with proof of mailing kept on file',
        'Registered agent service for the first year included',
      ],
    },
    {
      title: 'EIN and first-month setup',
      description: 'Everything a bank, a payment processor and your first investor will ask for.',
      details: [
        'EIN application with the IRS, including for founders without an SSN or ITIN',
        'Beneficial ownership (BOI) check under the Corporate Transparency Act: whether FinCEN’s current rules require a report, and the filing when they do',
        'Introductions to business banking and payment partners',
        'Foreign qualification in the state where the company actually operates',
        'Cap table set-up and a digital minute book',
      ],
    },
    {
      title: 'Annual compliance and good standing',
      description: 'The deadlines that quietly turn into penalties, tracked and filed for you.',
      details: [
        'Delaware annual report and franchise tax, calculated with the assumed par value capital method instead of the inflated default bill',
        'State annual reports and statements of information',
        'Registered agent renewals and scanned official mail',
        'Certificates of good standing when a bank or investor asks',
        'Changes of officers, directors and addresses filed with the state',
      ],
    },
    {
      title: 'Closure and dissolution',
      description: 'Winding down properly stops franchise taxes and penalties from accruing after you have moved on.',
      details: [
        'Board and stockholder approvals for the dissolution',
        'Final federal and state tax returns, marked final',
        'Certificate of dissolution or cancellation filed with the state',
        'Withdrawals from every state where the company was registered',
        'Closure of the EIN business account with the IRS',
      ],
    },
  ],
  benefits: [
    'Formation completed in days, for founders in the US and abroad',
    'The documents venture investors expect to find at due diligence, from day one',
    'A compliance calendar so no state deadline slips',
    'One flat formation price with the first year of registered agent included',
    'A clean closure that stops fees and penalties for good',
  ],
};

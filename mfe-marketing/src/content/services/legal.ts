import type { ServicePage } from './service-content';

export const legal: ServicePage = {
  description:
    'Commercial contracts, fundraising paperwork, equity and employment documents, and the policies your product needs, drafted and reviewed at the pace of a startup with the care of a law firm.',
  groups: [
    {
      title: 'Contracts and commercial agreements',
      description: 'The agreements you sign every week, written so they protect you without slowing the sale.',
      details: [
        'Customer agreements, master services agreements and SaaS terms',
        'NDAs, vendor agreements and reseller agreements',
        'Data processing agreements for customers under GDPR and CCPA',
        'Review of the other side’s paper with a plain-English summary of the risks',
        'Redlines and negotiation support on the clauses that matter',
      ],
    },
    {
      title: 'Fundraising and equity',
      description: 'Raise money and grant equity without creating a cap table problem for the next round.',
      details: [
        'SAFEs and convertible notes, with a summary of the dilution they imply',
        'Board and stockholder consents for every round',
        'Equity incentive plan, option grants and exercise paperwork',
        'Advisor agreements with vesting',
        'Form D and state securities notice filings after a raise',
      ],
    },
    {
      title: 'Team and employment',
      description: 'Hire employees and contractors, in the US or abroad, and make sure the company owns what they build.',
      details: [
        'Offer letters and employment agreements',
        'Independent contractor agreements with IP assignment',
        'Confidential information and invention assignment agreements',
        'Contractor or employee classification review',
        'Agreements for team members outside the US, with our employer-of-record partners',
      ],
    },
    {
      title: 'Website, privacy and brand',
      description: 'The policies customers and app stores ask for, and protection for the name you are building.',
      details: [
        'Terms of service, privacy policy and cookie policy',
        'Privacy programme review for GDPR and CCPA',
        'Acceptable use and refund policies',
        'Trademark clearance search and USPTO application',
      ],
    },
  ],
  benefits: [
    'Lawyers who know startups: no generic templates',
    'Fixed monthly plans with a set number of reviewed documents',
    'Plain-English summaries, so you know what you are signing',
    'Turnaround times agreed up front, not billed by the hour',
    'Works hand in hand with your accounting and tax team',
  ],
};

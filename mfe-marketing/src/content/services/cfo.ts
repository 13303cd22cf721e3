import type { ServicePage } from './service-content';

export const cfo: ServicePage = {
  description:
    'When bookkeeping is no longer enough, we bring the finance leadership of a growing company: a model you can trust, board-ready reporting, and the controls your next round’s due diligence will test.',
  groups: [
    {
      title: 'Financial planning and analysis',
      description: 'A forecast you can make decisions with, reviewed against actuals every month.',
      details: [
        'Three-statement financial model with an 18 to 24 month forecast',
        'Budget against actuals, every month',
        'Unit economics: gross margin, CAC, LTV and payback',
        'Scenarios for hiring plans and fundraising timing',
        'Cash runway monitoring with early warnings',
      ],
    },
    {
      title: 'Board and investor reporting',
      description: 'The numbers your board and investors ask for, on time and consistent from one quarter to the next.',
      details: [
        'Monthly or quarterly board pack',
        'KPI dashboard suited to your stage and model',
        'Financial highlights for investor updates',
        'Data room preparation for fundraising due diligence',
      ],
    },
    {
      title: 'Controls and audit readiness',
      description: 'The policies and evidence an auditor or an acquirer expects to see.',
      details: [
        'Revenue recognition under ASC 606',
        'Approval workflows and internal controls over payments',
        'Audit preparation and coordination with your auditors',
        'Stock-based compensation expense and 409A valuation coordination',
        'A documented, repeatable close process',
      ],
    },
    {
      title: 'Finance operations',
      description: 'A finance stack that scales with the team instead of adding spreadsheets.',
      details: [
        'Bill pay, cards and expense management set-up',
        'Selection and integration of finance tools',
        'Vendor contract and spend reviews',
        'Treasury and cash management policy',
      ],
    },
  ],
  benefits: [
    'Senior finance leadership for a fraction of a full-time salary',
    'Board-ready numbers every month',
    'Ready for due diligence when investors or acquirers arrive',
    'Decisions backed by a model, not a guess',
    'Support that scales up or down with your stage',
  ],
};

import type { ServicePage } from './service-content';

export const taxes: ServicePage = {
  description:
    'We prepare and file the returns a US company owes every year, including the international information returns whose penalties start at $10,000 when they are missed, and we look for every credit you are entitled to.',
  groups: [
    {
      title: 'Federal business returns',
      description: 'The annual income tax return for your entity type, filed on time or properly extended.',
      details: [
        'Form 1120 for C-corporations',
        'Form 1065 and Schedules K-1 for multi-member LLCs and partnerships',
        'Form 1120-S for S-corporations',
        'Pro forma Form 1120 with Form 5472 for foreign-owned single-member LLCs',
        'Extensions filed before the deadline, every time',
      ],
    },
    {
      title: 'International reporting',
      description: 'Forms for foreign owners, foreign subsidiaries and foreign accounts, where the penalties are steep.',
      details: [
        'Form 5472 for transactions with foreign related parties',
        'Form 5471 for US owners of foreign subsidiaries',
        'FBAR (FinCEN Form 114) for foreign bank and exchange accounts',
        'Forms 1042 and 1042-S for payments to foreign persons',
        'Intercompany charges documented for transfer pricing',
      ],
    },
    {
      title: 'State and local taxes',
      description: 'Your obligations in every state where you have employees, property or sales.',
      details: [
        'State income and franchise tax returns',
        'Economic nexus review for sales tax, state by state',
        'Sales tax registrations and periodic filings',
        'Additional state returns where remote employees create nexus',
      ],
    },
    {
      title: 'Credits, planning and notices',
      description: 'Lower tax where the law allows it, and calm answers when the IRS writes.',
      details: [
        'R&D tax credit study, including the payroll tax offset of up to $500,000 a year for qualifying startups',
        'Research expense treatment under Section 174 as current law applies',
        'Quarterly estimated tax planning',
        'IRS and state notice responses and penalty abatement requests',
      ],
    },
  ],
  benefits: [
    'Returns prepared by US tax professionals who specialise in startups',
    'International forms handled by people who file them every week',
    'Federal, state and extension deadlines tracked for you',
    'Credits claimed, not left on the table',
    'Transparent pricing per return and per form',
  ],
};

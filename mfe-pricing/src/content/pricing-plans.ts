import type { ServiceId } from '@staycompliant/contracts';

/**
 * The price list (docs/product.md, "Prices"). Display only: final scope and price are set after a
 * first consultation call. Every figure appears here once; `pricing-plans.test.ts` holds the list
 * it must match, so a change of price is a one-line diff here and there.
 */

export const planTitles = ['Basic', 'Pro', 'Enterprise'] as const;
export type PlanTitle = (typeof planTitles)[number];

export type BillingNote = 'per month' | 'per year' | 'per billing cycle' | 'flat';

export interface PricingPlan {
  /** As the copy writes it; shown normalised to Basic, Pro or Enterprise (`normalisePlanTitle`). */
  title: string;
  description: string;
  /** 'Custom' renders as 'Tailored Pricing' / 'as per requirements'. */
  price: string;
  billing?: BillingNote;
  /** A short line under the price, e.g. what the price leaves out. */
  priceNote?: string;
  features: readonly string[];
}

export interface PricingExtra {
  /** Stable across copy changes: the cost estimator finds an extra by it. */
  id: string;
  label: string;
  price: string;
  /** What the price counts, e.g. 'per state'. */
  unit?: string;
}

export interface PricingTab {
  id: string;
  label: string;
  /** The service whose booking page every plan's button opens (docs/product.md, "Booking links"). */
  service: ServiceId;
  /** cfo stays in the data but is not shown (docs/product.md, "Pricing tabs"). */
  hidden?: boolean;
  plans: readonly PricingPlan[];
  extras?: readonly PricingExtra[];
}

export const customPrice = 'Custom';

const enterprise = (description: string, features: readonly string[]): PricingPlan => ({
  title: 'Enterprise',
  description,
  price: customPrice,
  features,
});

export const pricingTabs = [
  {
    id: 'incorporation',
    label: 'Incorporation',
    service: 'incorporation',
    plans: [
      {
        title: 'Basic',
        description: 'Form your US company, ready to open a bank account.',
        price: '$449',
        billing: 'flat',
        priceNote: 'plus statutory fees',
        features: [
          '1 year of registered agent included',
          'LLC or C corporation formation',
          'EIN application',
          'Operating agreement or bylaws',
        ],
      },
      {
        title: 'Pro',
        description: 'Close a US company cleanly, with the final filings done.',
        price: 'Starts from $1500',
        features: ['Company closure and dissolution', 'Final state filings', 'Registered agent resignation'],
      },
      enterprise('Several entities, states or a restructuring.', [
        'Multi-entity and multi-state setups',
        'Restructuring and conversions',
        'A dedicated compliance manager',
      ]),
    ],
  },
  {
    id: 'legal',
    label: 'Legal',
    service: 'legal',
    plans: [
      {
        title: 'Basic',
        description: 'The essential documents of an early-stage company.',
        price: 'Starts from $549',
        billing: 'per billing cycle',
        features: [
          '5 reviewed documents',
          '2 customized documents',
          '2 internal documents',
          '1 hour of consultation',
          'Up to 10 revisions',
        ],
      },
      {
        title: 'Pro',
        description: 'Ongoing legal support for a growing team.',
        price: 'Starts from $1349',
        billing: 'per billing cycle',
        features: [
          '25 reviewed documents',
          '4 customized documents',
          '10 internal documents',
          '4 hours of consultation',
          'Unlimited revisions',
        ],
      },
      enterprise('Legal work scoped to your deals and jurisdictions.', [
        'Contracts and policies at any volume',
        'Priority turnaround',
        'A dedicated legal team',
      ]),
    ],
  },
  {
    id: 'accounting',
    label: 'Accounting',
    service: 'accounting',
    plans: [
      {
        title: 'Basic',
        description: 'Monthly bookkeeping for a young company.',
        price: 'Starts from $219',
        billing: 'per month',
        features: ['Monthly bookkeeping', 'Bank and card reconciliation', 'Monthly financial statements'],
      },
      {
        title: 'Pro',
        description: 'Accounting for a company with payroll and more volume.',
        price: 'Starts from $899',
        billing: 'per month',
        features: ['Everything in Basic', 'Payroll and contractor records', 'Accrual accounting', 'Quarterly reviews'],
      },
      enterprise('Accounting across entities and currencies.', [
        'Multi-entity consolidation',
        'Audit preparation',
        'A dedicated accountant',
      ]),
    ],
  },
  {
    id: 'cfo',
    label: 'CFO',
    service: 'cfo',
    hidden: true,
    plans: [
      enterprise('Controller and CFO advisory, scoped to your stage.', [
        'Budgeting and forecasting',
        'Board and investor reporting',
        'Fundraising support',
      ]),
    ],
  },
  {
    id: 'taxes',
    label: 'Taxes',
    service: 'taxes',
    plans: [
      {
        title: 'Basic',
        description: 'The federal and state tax return of an LLC.',
        price: '$599',
        billing: 'per year',
        features: ['LLC federal tax return', 'One state return', 'Filing deadline reminders'],
      },
      {
        title: 'Pro',
        description: 'The federal and state tax return of a C corporation.',
        price: '$1200',
        billing: 'per year',
        features: ['C corp federal tax return', 'One state return', 'Filing deadline reminders'],
      },
    ],
    extras: [
      { id: 'additional-state', label: 'Additional state', price: '$300', unit: 'per state' },
      { id: 'form-1099', label: 'Form 1099', price: '$60', unit: 'per form' },
      { id: 'form-5471', label: 'Form 5471', price: '$500–1500', unit: 'per subsidiary' },
      { id: 'form-5472', label: 'Form 5472', price: '$300', unit: 'per foreign party' },
      { id: 'fbar', label: 'FBAR', price: '$200', unit: 'per report' },
      { id: 'foreign-single-member-llc', label: 'Foreign single-member LLC', price: '$300' },
      { id: 'irs-notices', label: 'IRS notices', price: 'from $550' },
    ],
  },
  {
    id: 'web3',
    label: 'Web3',
    service: 'crypto',
    plans: [
      {
        title: 'Basic',
        description: 'Crypto bookkeeping for wallets and exchanges.',
        price: 'Starts from $499',
        billing: 'per month',
        features: ['Wallet and exchange reconciliation', 'Cost-basis tracking', 'Monthly financial statements'],
      },
      {
        title: 'Pro',
        description: 'Crypto accounting for treasuries, tokens and DeFi.',
        price: 'Starts from $899',
        billing: 'per month',
        features: ['Everything in Basic', 'DeFi and staking activity', 'Token and treasury accounting'],
      },
      enterprise('Protocols, DAOs and funds.', [
        'Multi-chain, multi-entity reporting',
        'Audit-ready crypto records',
        'A dedicated Web3 accountant',
      ]),
    ],
  },
] as const satisfies readonly PricingTab[];

export type PricingTabId = (typeof pricingTabs)[number]['id'];

/** The tabs a visitor sees, in order. */
export const visiblePricingTabs: readonly PricingTab[] = pricingTabs.filter((tab: PricingTab) => !tab.hidden);

const defaultPricingTabId: PricingTabId = 'incorporation';

/** The visible tab for a `?tab=` value; anything else (missing, unknown, hidden) gives the default. */
export function visiblePricingTab(id: string | null | undefined): PricingTab {
  return visiblePricingTabs.find((tab) => tab.id === id) ?? visiblePricingTabs.find((tab) => tab.id === defaultPricingTabId)!;
}

/** Ids match the `partners` keys of the site config, where each referral URL lives. */
export type PartnerId = 'mercury' | 'brex' | 'gusto' | 'stripe' | 'deel' | 'quickbooks';

export interface Partner {
  id: PartnerId;
  name: string;
  /** What the partner does, in two or three words. */
  category: string;
  /** What our clients get by signing up through us. */
  offer: string;
}

export const partners: readonly Partner[] = [
  {
    id: 'mercury',
    name: 'Mercury',
    category: 'Business banking',
    offer: 'A US business bank account opened online, with our formation documents ready for the application.',
  },
  {
    id: 'brex',
    name: 'Brex',
    category: 'Cards and spend',
    offer: 'Corporate cards and expense management that sync straight into the books we keep for you.',
  },
  {
    id: 'gusto',
    name: 'Gusto',
    category: 'US payroll',
    offer: 'Payroll, benefits and state registrations for your US team, with payroll entries recorded by us every month.',
  },
  {
    id: 'stripe',
    name: 'Stripe Atlas',
    category: 'Payments',
    offer: 'Online payments from day one, with payouts reconciled to revenue in your monthly close.',
  },
  {
    id: 'deel',
    name: 'Deel',
    category: 'Global hiring',
    offer: 'Compliant contracts and payroll for team members outside the US, without a local entity.',
  },
  {
    id: 'quickbooks',
    name: 'QuickBooks',
    category: 'Accounting software',
    offer: 'QuickBooks Online set up with a startup chart of accounts, at the partner price our clients receive.',
  },
];

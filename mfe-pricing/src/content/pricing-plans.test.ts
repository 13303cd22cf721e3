import { describe, expect, it } from 'vitest';
import { customPrice, type PricingTab, pricingTabs, visiblePricingTab, visiblePricingTabs } from './pricing-plans';

/**
 * docs/product.md, "Prices", figure by figure. The price list must
 * hold exactly these: no figure missing, none repeated, none added.
 */
const specFigures: Record<string, readonly string[]> = {
  incorporation: ['$449', '$1500'],
  legal: ['$549', '$1349'],
  accounting: ['$219', '$899'],
  cfo: [],
  taxes: ['$599', '$1200', '$300', '$60', '$500–1500', '$300', '$200', '$300', '$550'],
  web3: ['$499', '$899'],
};

const figuresIn = (value: unknown) => JSON.stringify(value).match(/\$[\d,.]+(?:[–-][\d,.]+)?/g) ?? [];
const tab = (id: string) => pricingTabs.find((candidate) => candidate.id === id) as PricingTab;
const plan = (tabId: string, title: string) => tab(tabId).plans.find((candidate) => candidate.title === title);

describe('the price list', () => {
  it('has the six tabs of the spec, cfo hidden, in order', () => {
    expect(pricingTabs.map(({ id }) => id)).toEqual(['incorporation', 'legal', 'accounting', 'cfo', 'taxes', 'web3']);
    expect(visiblePricingTabs.map(({ id }) => id)).toEqual(['incorporation', 'legal', 'accounting', 'taxes', 'web3']);
  });

  it.each(Object.entries(specFigures))('holds each figure of %s once, and no other', (id, figures) => {
    expect(figuresIn(tab(id))).toEqual(figures);
  });

  it('writes no figure outside the tabs', () => {
    expect(figuresIn(pricingTabs)).toEqual(Object.values(specFigures).flat());
  });

  it('incorporation: Basic flat $449 with a year of registered agent, plus statutory fees; closure from $1500; Enterprise custom', () => {
    expect(plan('incorporation', 'Basic')).toMatchObject({ price: '$449', billing: 'flat', priceNote: 'plus statutory fees' });
    expect(plan('incorporation', 'Basic')?.features).toContain('1 year of registered agent included');
    expect(plan('incorporation', 'Pro')).toMatchObject({ price: 'Starts from $1500' });
    expect(plan('incorporation', 'Pro')?.description).toMatch(/close/i);
    expect(plan('incorporation', 'Enterprise')?.price).toBe(customPrice);
  });

  it('legal: from $549 and from $1349 per billing cycle with the documents of the spec; Enterprise custom', () => {
    expect(plan('legal', 'Basic')).toMatchObject({
      price: 'Starts from $549',
      billing: 'per billing cycle',
      features: ['5 reviewed documents', '2 customized documents', '2 internal documents', '1 hour of consultation', 'Up to 10 revisions'],
    });
    expect(plan('legal', 'Pro')).toMatchObject({
      price: 'Starts from $1349',
      billing: 'per billing cycle',
      features: [
        '25 reviewed documents',
        '4 customized documents',
        '10 internal documents',
        '4 hours of consultation',
        'Unlimited revisions',
      ],
    });
    expect(plan('legal', 'Enterprise')?.price).toBe(customPrice);
  });

  it('accounting: from $219 and from $899 per month; Enterprise custom', () => {
    expect(plan('accounting', 'Basic')).toMatchObject({ price: 'Starts from $219', billing: 'per month' });
    expect(plan('accounting', 'Pro')).toMatchObject({ price: 'Starts from $899', billing: 'per month' });
    expect(plan('accounting', 'Enterprise')?.price).toBe(customPrice);
  });

  it('taxes: LLC $599 and C corp $1200 per year, and the seven extras', () => {
    expect(plan('taxes', 'Basic')).toMatchObject({ price: '$599', billing: 'per year' });
    expect(plan('taxes', 'Basic')?.features.join(' ')).toMatch(/LLC/);
    expect(plan('taxes', 'Pro')).toMatchObject({ price: '$1200', billing: 'per year' });
    expect(plan('taxes', 'Pro')?.features.join(' ')).toMatch(/C corp/);
    expect(tab('taxes').extras).toEqual([
      { id: 'additional-state', label: 'Additional state', price: '$300', unit: 'per state' },
      { id: 'form-1099', label: 'Form 1099', price: '$60', unit: 'per form' },
      { id: 'form-5471', label: 'Form 5471', price: '$500–1500', unit: 'per subsidiary' },
      { id: 'form-5472', label: 'Form 5472', price: '$300', unit: 'per foreign party' },
      { id: 'fbar', label: 'FBAR', price: '$200', unit: 'per report' },
      { id: 'foreign-single-member-llc', label: 'Foreign single-member LLC', price: '$300' },
      { id: 'irs-notices', label: 'IRS notices', price: 'from $550' },
    ]);
  });

  it('web3: from $499 and from $899 per month; Enterprise custom', () => {
    expect(plan('web3', 'Basic')).toMatchObject({ price: 'Starts from $499', billing: 'per month' });
    expect(plan('web3', 'Pro')).toMatchObject({ price: 'Starts from $899', billing: 'per month' });
    expect(plan('web3', 'Enterprise')?.price).toBe(customPrice);
  });

  it('books each service on its own page (docs/product.md, Booking links)', () => {
    expect(Object.fromEntries(pricingTabs.map(({ id, service }) => [id, service]))).toEqual({
      incorporation: 'incorporation',
      legal: 'legal',
      accounting: 'accounting',
      cfo: 'cfo',
      taxes: 'taxes',
      web3: 'crypto',
    });
  });
});

describe('visiblePricingTab', () => {
  it('opens a visible tab by id', () => {
    expect(visiblePricingTab('taxes').id).toBe('taxes');
  });

  it.each([null, undefined, '', 'nope', 'cfo', 'TAXES'])('falls back to incorporation for %j', (id) => {
    expect(visiblePricingTab(id).id).toBe('incorporation');
  });
});

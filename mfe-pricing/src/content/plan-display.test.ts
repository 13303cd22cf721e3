import { describe, expect, it } from 'vitest';
import { normalisePlanTitle, planPriceDisplay } from './plan-display';
import { planTitles, pricingTabs } from './pricing-plans';

describe('normalisePlanTitle', () => {
  it.each([
    ['Basic', 'Basic'],
    ['basic plan', 'Basic'],
    ['  BASIC  ', 'Basic'],
    ['Pro', 'Pro'],
    ['PRO', 'Pro'],
    ['pro plan', 'Pro'],
    ['Professional', 'Pro'],
    ['Enterprise', 'Enterprise'],
    ['Enterprise Plan', 'Enterprise'],
    ['enterprise   plan', 'Enterprise'],
  ])('reads %j as %s', (raw, title) => {
    expect(normalisePlanTitle(raw)).toBe(title);
  });

  it.each(['', 'Plan', 'Premium', 'Pro Max', 'Basic Pro'])('refuses %j', (raw) => {
    expect(() => normalisePlanTitle(raw)).toThrow(/Unknown plan title/);
  });

  it('names every plan of the price list, each title at most once per tab', () => {
    for (const tab of pricingTabs) {
      const titles = tab.plans.map((plan) => normalisePlanTitle(plan.title));
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles.every((title) => planTitles.includes(title))).toBe(true);
    }
  });
});

describe('planPriceDisplay', () => {
  it("shows 'Custom' as 'Tailored Pricing', as per requirements", () => {
    expect(planPriceDisplay({ price: 'Custom' })).toEqual({ amount: 'Tailored Pricing', note: 'as per requirements' });
    expect(planPriceDisplay({ price: ' custom ' })).toEqual({ amount: 'Tailored Pricing', note: 'as per requirements' });
  });

  it('splits a starting price from its figure and keeps the billing note', () => {
    expect(planPriceDisplay({ price: 'Starts from $549', billing: 'per billing cycle' })).toEqual({
      prefix: 'Starts from',
      amount: '$549',
      note: 'per billing cycle',
    });
    expect(planPriceDisplay({ price: 'from $550' })).toEqual({ prefix: 'from', amount: '$550', note: undefined });
  });

  it('shows a fixed price as it is', () => {
    expect(planPriceDisplay({ price: '$449', billing: 'flat' })).toEqual({ prefix: undefined, amount: '$449', note: 'flat' });
  });
});

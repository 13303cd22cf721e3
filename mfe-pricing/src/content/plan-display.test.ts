// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { formatDollars, isStartingPrice, normalisePlanTitle, planPriceDisplay, priceFigure } from './plan-display';
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

describe('priceFigure', () => {
  it.each([
    ['$449', 449],
    ['Starts from $1500', 1500],
    ['from $550', 550],
    ['Starts from $1,349', 1349],
  ])('reads %j as %d', (price, figure) => {
    expect(priceFigure(price)).toBe(figure);
  });

  it.each(['Custom', '$500–1500', 'call us', '$', ''])('finds no single figure in %j', (price) => {
    expect(priceFigure(price)).toBeUndefined();
  });
});

describe('isStartingPrice', () => {
  it('tells a starting price from a fixed one', () => {
    expect(isStartingPrice('Starts from $219')).toBe(true);
    expect(isStartingPrice('from $550')).toBe(true);
    expect(isStartingPrice('$449')).toBe(false);
    expect(isStartingPrice('Custom')).toBe(false);
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [449, '$449'],
    [2628, '$2,628'],
    [1234567, '$1,234,567'],
    [-300, '-$300'],
  ])('writes %d as %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});

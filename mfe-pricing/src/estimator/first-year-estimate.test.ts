// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { priceFigure } from '../content/plan-display';
import { pricingTabs } from '../content/pricing-plans';
import { defaultChoices, type EstimateChoices } from './estimate-choices';
import { countedExtras, planServices } from './estimator-services';
import { firstYearEstimate, planOf, taxExtra } from './first-year-estimate';

const choose = (change: Partial<EstimateChoices>): EstimateChoices => ({ ...defaultChoices, ...change });
const nothing: EstimateChoices['plans'] = { incorporation: 'none', legal: 'none', accounting: 'none', web3: 'none' };
const line = (choices: EstimateChoices, key: string) => firstYearEstimate(choices).lines.find((candidate) => candidate.key === key);

describe('every estimator figure is the price list’s', () => {
  for (const service of planServices) {
    for (const title of service.plans) {
      it(`${service.name}, ${title}`, () => {
        const estimate = firstYearEstimate(choose({ plans: { ...nothing, [service.id]: title }, taxFiling: false }));
        const plan = planOf(service.tabId, title);
        const figure = priceFigure(plan.price);
        if (figure === undefined) {
          expect(estimate.lines).toEqual([]);
          expect(estimate.tailored).toEqual([
            { key: service.id, service: pricingTabs.find((tab) => tab.id === service.tabId)!.service, name: service.name, detail: title },
          ]);
          return;
        }
        expect(estimate.lines).toHaveLength(1);
        expect(estimate.lines[0]).toMatchObject({ listPrice: plan.price, unitAmount: figure });
      });
    }
  }

  it.each(['single-member-llc', 'multi-member-llc', 'c-corp'] as const)('tax filing for a %s, and each counted extra', (entity) => {
    const estimate = firstYearEstimate(
      choose({ entity, plans: nothing, counts: { 'additional-state': 2, 'form-1099': 3, 'form-5472': 1, fbar: 1 } }),
    );
    const taxes = pricingTabs.find((tab) => tab.id === 'taxes')!;
    expect(taxes.plans.map((plan) => plan.price)).toContain(estimate.lines[0]!.listPrice);
    for (const counted of countedExtras) {
      const extra = taxExtra(counted.id);
      expect(estimate.lines.find((candidate) => candidate.key === counted.id)).toMatchObject({
        listPrice: extra.price,
        unitAmount: priceFigure(extra.price),
      });
    }
  });
});

// docs/product.md, "Prices", worked by hand: a change of the price list must change these on purpose.
describe('a first year and the years after', () => {
  it('counts monthly plans ×12, every year', () => {
    expect(line(choose({ plans: { ...nothing, accounting: 'Basic' } }), 'accounting')).toMatchObject({
      firstYear: 219 * 12,
      laterYears: 219 * 12,
      startsFrom: true,
    });
    expect(line(choose({ plans: { ...nothing, web3: 'Pro' } }), 'web3')).toMatchObject({ firstYear: 899 * 12, laterYears: 899 * 12 });
  });

  it('counts the incorporation fee in the first year only, and a legal plan once a year', () => {
    expect(line(defaultChoices, 'incorporation')).toMatchObject({ firstYear: 449, laterYears: 0, startsFrom: false });
    expect(line(choose({ plans: { ...nothing, legal: 'Pro' } }), 'legal')).toMatchObject({
      firstYear: 1349,
      laterYears: 1349,
      startsFrom: true,
    });
  });

  it('files an LLC’s return as Basic and a C corporation’s as Pro', () => {
    expect(line(choose({ entity: 'multi-member-llc' }), 'taxes')).toMatchObject({ firstYear: 599, detail: 'LLC return' });
    expect(line(choose({ entity: 'c-corp' }), 'taxes')).toMatchObject({ firstYear: 1200, detail: 'C corporation return' });
  });

  it('adds the defaults up: $449 + $599 in the first year, $599 after, with no "from"', () => {
    expect(firstYearEstimate(defaultChoices)).toMatchObject({
      firstYearTotal: 1048,
      laterYearsTotal: 599,
      startsFrom: false,
      services: ['incorporation', 'taxes'],
    });
  });

  it('adds a full foreign-owned C corporation up, and reads "from" once a starting price is in', () => {
    const estimate = firstYearEstimate(
      choose({
        entity: 'c-corp',
        owners: 'foreign',
        plans: { incorporation: 'Basic', legal: 'Basic', accounting: 'Pro', web3: 'Enterprise' },
        counts: { 'additional-state': 2, 'form-1099': 4, fbar: 1 },
      }),
    );
    const first = 449 + 549 + 899 * 12 + 1200 + 2 * 300 + 4 * 60 + 1 * 300 + 1 * 200;
    expect(estimate.firstYearTotal).toBe(first);
    expect(estimate.laterYearsTotal).toBe(first - 449);
    expect(estimate.startsFrom).toBe(true);
    expect(estimate.tailored).toEqual([{ key: 'web3', service: 'crypto', name: 'Web3 accounting', detail: 'Enterprise' }]);
    expect(estimate.services).toEqual(['incorporation', 'legal', 'accounting', 'taxes', 'crypto']);
  });

  it('lists Custom plans as tailored, outside the total', () => {
    const estimate = firstYearEstimate(
      choose({ plans: { incorporation: 'Enterprise', legal: 'Enterprise', accounting: 'Enterprise', web3: 'none' }, taxFiling: false }),
    );
    expect(estimate.lines).toEqual([]);
    expect(estimate.tailored.map((tailored) => tailored.key)).toEqual(['incorporation', 'legal', 'accounting']);
    expect(estimate.firstYearTotal).toBe(0);
  });
});

describe('tax extras', () => {
  it('pre-selects one Form 5472 for foreign owners, until the founder sets the count', () => {
    expect(line(choose({ owners: 'us' }), 'form-5472')).toBeUndefined();
    expect(line(choose({ owners: 'foreign' }), 'form-5472')).toMatchObject({ firstYear: 300, laterYears: 300, detail: '× 1' });
    expect(line(choose({ owners: 'foreign', counts: { ...defaultChoices.counts, 'form-5472': 0 } }), 'form-5472')).toBeUndefined();
    expect(line(choose({ owners: 'foreign', counts: { ...defaultChoices.counts, 'form-5472': 3 } }), 'form-5472')).toMatchObject({
      firstYear: 900,
    });
  });

  it('counts the foreign single-member LLC filing only for a single-member LLC with foreign owners', () => {
    expect(line(choose({ owners: 'foreign', foreignLlcFiling: true }), 'foreign-single-member-llc')).toMatchObject({
      firstYear: 300,
      laterYears: 300,
    });
    expect(line(choose({ owners: 'us', foreignLlcFiling: true }), 'foreign-single-member-llc')).toBeUndefined();
    expect(
      line(choose({ entity: 'multi-member-llc', owners: 'foreign', foreignLlcFiling: true }), 'foreign-single-member-llc'),
    ).toBeUndefined();
  });

  it('counts the extras only with tax filing', () => {
    const estimate = firstYearEstimate(
      choose({ taxFiling: false, owners: 'foreign', counts: { 'additional-state': 3, 'form-1099': 2, fbar: 1 } }),
    );
    expect(estimate.lines.map((candidate) => candidate.key)).toEqual(['incorporation']);
  });

  it('shows an extra’s price with its unit, as the taxes tab does', () => {
    expect(line(choose({ counts: { ...defaultChoices.counts, 'additional-state': 2 } }), 'additional-state')).toMatchObject({
      price: { amount: '$300', note: 'per state' },
      firstYear: 600,
    });
  });
});

import { type CompanyType, companyTypes, estimateQueryDeclaration, ownerResidencies, pricingTabIds } from '@staycompliant/contracts';
import { canonicalQuery } from '@staycompliant/contracts/query-parameters';
import { describe, expect, it } from 'vitest';
import { visiblePricingTabs } from '../content/pricing-plans';
import { choicesFromSearch, defaultChoices, type EstimateChoices, searchFromChoices } from './estimate-choices';
import { countedExtras, type PlanChoice, planServices } from './estimator-services';

// The route table declares the values the pricing page and the estimator accept
// (packages/contracts, tool-query-parameters.ts), and the site server renders and caches them for
// those alone: these hold the declarations equal to what the pages read and write.

const sorted = (search: URLSearchParams) => [...search].sort(([a], [b]) => a.localeCompare(b));

describe("the pricing page's declared tab values", () => {
  it('are its visible tabs', () => {
    expect(visiblePricingTabs.map((tab) => tab.id)).toEqual([...pricingTabIds]);
  });
});

describe("the estimator's declared query values", () => {
  it('keep whole every query the estimator writes', () => {
    const every: EstimateChoices[] = [];
    for (const entity of companyTypes as readonly CompanyType[]) {
      for (const owners of ownerResidencies) every.push({ ...defaultChoices, entity, owners, taxFiling: false, foreignLlcFiling: true });
    }
    for (const service of planServices) {
      for (const plan of ['none', ...service.plans] as PlanChoice[]) {
        every.push({ ...defaultChoices, plans: { ...defaultChoices.plans, [service.id]: plan } });
      }
    }
    for (const extra of countedExtras) {
      for (const count of [0, 1, extra.max]) every.push({ ...defaultChoices, counts: { ...defaultChoices.counts, [extra.id]: count } });
    }
    for (const choices of every) {
      const written = searchFromChoices(choices);
      expect(sorted(canonicalQuery(estimateQueryDeclaration, written)), written.toString()).toEqual(sorted(written));
    }
  });

  // A value the declaration refuses is dropped by the site server: the estimator must read it as
  // if it were not there, or the server's page and the browser's would differ.
  const refused = ['x', '-1', '1.5', 'NONE', 'Yes', 'basic ', '1000', '100', '50'];

  it.each(estimateQueryDeclaration.map(({ name }) => name))('reads a refused value of %s as no value', (name) => {
    const declared = estimateQueryDeclaration.find((parameter) => parameter.name === name)!;
    for (const base of ['', 'owners=foreign']) {
      for (const value of refused) {
        const search = new URLSearchParams(base);
        search.append(name, value);
        if (canonicalQuery([declared], search).has(name)) continue;
        expect(choicesFromSearch(search), `${base}&${name}=${value}`).toEqual(choicesFromSearch(new URLSearchParams(base)));
      }
    }
  });
});

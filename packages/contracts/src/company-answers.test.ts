// @vitest-environment node

import { describe, expect, it } from 'vitest';
import {
  companyTypeLabels,
  companyTypes,
  complianceCalendarPath,
  costEstimatorPath,
  hasEarlierCompanySpelling,
  linkWithAnswers,
  withCurrentCompanySpelling,
} from './index';

const current = (query: string) => withCurrentCompanySpelling(new URLSearchParams(query)).toString();

describe('the company answers the estimator and the calendar share', () => {
  it('name three company types, each with its label', () => {
    expect(companyTypes.map((type) => companyTypeLabels[type])).toEqual(['Single-member LLC', 'Multi-member LLC', 'C corporation']);
  });

  it('read links in the earlier spellings as today’s: owner= is owners=, llc-single and llc-multi are spelled out', () => {
    expect(current('entity=llc-single&owner=foreign')).toBe('entity=single-member-llc&owners=foreign');
    expect(current('entity=llc-multi')).toBe('entity=multi-member-llc');
    expect(current('owner=us&entity=c-corp')).toBe('owners=us&entity=c-corp');
  });

  it('keep every other parameter as it was, in its place', () => {
    expect(current('state=wyoming&owner=foreign&fye=6&utm_source=ad')).toBe('state=wyoming&owners=foreign&fye=6&utm_source=ad');
    expect(current('acct=pro&entity=llc-single&tax=no')).toBe('acct=pro&entity=single-member-llc&tax=no');
  });

  it('prefer today’s spelling when a link holds both', () => {
    expect(current('owner=us&owners=foreign')).toBe('owners=foreign');
  });

  it('leave unknown values for the tool to replace by its default', () => {
    expect(current('entity=s-corp&owner=martian')).toBe('entity=s-corp&owners=martian');
  });

  it('say when a query needs rewriting, and not otherwise', () => {
    expect(hasEarlierCompanySpelling(new URLSearchParams('owner=foreign'))).toBe(true);
    expect(hasEarlierCompanySpelling(new URLSearchParams('entity=llc-multi'))).toBe(true);
    expect(hasEarlierCompanySpelling(new URLSearchParams('entity=multi-member-llc&owners=foreign&year=2027'))).toBe(false);
    expect(hasEarlierCompanySpelling(new URLSearchParams(''))).toBe(false);
  });

  it('make a link from one tool to the other that carries the answers', () => {
    expect(linkWithAnswers(complianceCalendarPath, { entity: 'single-member-llc', owners: 'foreign' })).toBe(
      '/resources/compliance-calendar?entity=single-member-llc&owners=foreign',
    );
    expect(linkWithAnswers(costEstimatorPath, { entity: 'c-corp', owners: 'us' })).toBe('/pricing/estimate?entity=c-corp&owners=us');
  });
});

import { complianceCalendarQueryDeclaration, resourcesQueryParameters } from '@staycompliant/contracts';
import { canonicalQuery } from '@staycompliant/contracts/query-parameters';
import { describe, expect, it } from 'vitest';
import { articlesPerPage, shownIn } from '../resources-page/paged-articles';
import { choicesFromSearch, defaultChoices, searchFromChoices, yearChoices } from './calendar-choices';
import { formationStates } from './deadline-rules';

// The route table declares the values /resources and the compliance calendar accept
// (packages/contracts, tool-query-parameters.ts), and the site server renders and caches them for
// those alone: these hold the declarations equal to what the pages read and write.

const sorted = (search: URLSearchParams) => [...search].sort(([a], [b]) => a.localeCompare(b));

describe("/resources' declared shown values", () => {
  const [shown] = resourcesQueryParameters;

  it('are the whole pages of articles the page shows, up to its most', () => {
    expect(shown.integers.step).toBe(articlesPerPage);
    expect(shown.integers.min).toBe(articlesPerPage);
    for (let count = articlesPerPage; count <= shown.integers.max; count += articlesPerPage) {
      const search = new URLSearchParams({ shown: String(count) });
      expect(canonicalQuery(resourcesQueryParameters, search).get('shown')).toBe(String(count));
      expect(shownIn(search)).toBe(count);
    }
    for (const refused of ['7', String(shown.integers.max + articlesPerPage)]) {
      const search = new URLSearchParams({ shown: refused });
      expect(canonicalQuery(resourcesQueryParameters, search).has('shown')).toBe(false);
      expect(shownIn(search)).toBe(articlesPerPage);
    }
  });
});

describe("the compliance calendar's declared query values", () => {
  const thisYear = 2026;

  it('name its formation states', () => {
    expect(complianceCalendarQueryDeclaration.find(({ name }) => name === 'state')).toEqual({
      name: 'state',
      values: [...formationStates],
    });
  });

  it('keep whole every query the calendar writes', () => {
    for (const state of formationStates) {
      for (const month of [1, 6, 12]) {
        for (const year of yearChoices(thisYear)) {
          const written = searchFromChoices({ ...defaultChoices(thisYear), state, fiscalYearEnd: month, formationMonth: month, year });
          expect(sorted(canonicalQuery(complianceCalendarQueryDeclaration, written)), written.toString()).toEqual(sorted(written));
        }
      }
    }
  });

  const refused = ['x', '-1', '1.5', 'Wyoming', '0', '13', '1999', '2101'];

  it.each(complianceCalendarQueryDeclaration.map(({ name }) => name))('reads a refused value of %s as no value', (name) => {
    for (const value of refused) {
      const search = new URLSearchParams({ [name]: value });
      if (canonicalQuery(complianceCalendarQueryDeclaration, search).has(name)) continue;
      expect(choicesFromSearch(search, thisYear), `${name}=${value}`).toEqual(choicesFromSearch(new URLSearchParams(), thisYear));
    }
  });
});

import { complianceCalendarQueryParameters } from '@staycompliant/contracts';
import { describe, expect, it } from 'vitest';
import { choicesFromSearch, defaultChoices, searchFromChoices, yearChoices } from './calendar-choices';

const parse = (query: string) => choicesFromSearch(new URLSearchParams(query), 2026);

describe('the calendar’s choices in the query string', () => {
  it('are the defaults when the query is empty: a US-owned Delaware C corporation, December year end, this year', () => {
    expect(parse('')).toEqual({
      entity: 'c-corp',
      state: 'delaware',
      owners: 'us',
      fiscalYearEnd: 12,
      formationMonth: 1,
      year: 2026,
    });
    expect(defaultChoices(2026)).toEqual(parse(''));
  });

  it('read every choice', () => {
    expect(parse('entity=single-member-llc&state=wyoming&owners=foreign&fye=6&formed=8&year=2027')).toEqual({
      entity: 'single-member-llc',
      state: 'wyoming',
      owners: 'foreign',
      fiscalYearEnd: 6,
      formationMonth: 8,
      year: 2027,
    });
  });

  it.each([
    ['entity=s-corp', 'entity', 'c-corp'],
    ['state=texas', 'state', 'delaware'],
    ['owners=maybe', 'owners', 'us'],
    ['fye=13', 'fiscalYearEnd', 12],
    ['fye=0', 'fiscalYearEnd', 12],
    ['fye=6.5', 'fiscalYearEnd', 12],
    ['fye=', 'fiscalYearEnd', 12],
    ['formed=june', 'formationMonth', 1],
    ['year=2031', 'year', 2026],
    ['year=2024', 'year', 2026],
    ['year=<script>', 'year', 2026],
  ] as const)('fall back to the default for a bad value: %s', (query, key, expected) => {
    expect(() => parse(query)).not.toThrow();
    expect(parse(query)[key]).toBe(expected);
  });

  it('keep the good values beside a bad one', () => {
    expect(parse('entity=multi-member-llc&year=1999&owners=foreign')).toMatchObject({
      entity: 'multi-member-llc',
      year: 2026,
      owners: 'foreign',
    });
  });

  it('read a link shared before the calendar and the estimator agreed on one spelling, and write it today’s way', () => {
    const earlier = parse('entity=llc-multi&state=wyoming&owner=foreign&formed=4');
    expect(earlier).toMatchObject({ entity: 'multi-member-llc', state: 'wyoming', owners: 'foreign', formationMonth: 4 });
    expect(parse('entity=llc-single').entity).toBe('single-member-llc');
    expect(searchFromChoices(earlier).toString()).toBe('entity=multi-member-llc&state=wyoming&owners=foreign&fye=12&year=2026&formed=4');
  });

  it('offer last year, this year and the next two', () => {
    expect(yearChoices(2026)).toEqual([2025, 2026, 2027, 2028]);
    expect(parse('year=2025').year).toBe(2025);
    expect(parse('year=2028').year).toBe(2028);
  });

  it('write every choice back, the month of formation only for Wyoming, and read back the same', () => {
    const wyoming = parse('entity=multi-member-llc&state=wyoming&owners=foreign&fye=3&formed=10&year=2027');
    expect(searchFromChoices(wyoming).toString()).toBe('entity=multi-member-llc&state=wyoming&owners=foreign&fye=3&year=2027&formed=10');
    expect(choicesFromSearch(searchFromChoices(wyoming), 2026)).toEqual(wyoming);
    expect(searchFromChoices(parse('state=delaware&formed=10')).has('formed')).toBe(false);
  });
});

describe('the query parameters a shared calendar uses', () => {
  it('are the ones the route table declares, so the site server renders a calendar from all of them', () => {
    const every = searchFromChoices({ ...choicesFromSearch(new URLSearchParams(), 2027), state: 'wyoming' });
    // `owner` is the earlier spelling of `owners` that shared links still carry.
    expect([...every.keys(), 'owner'].sort()).toEqual([...complianceCalendarQueryParameters].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { acceptsQueryValue, canonicalQuery, type QueryParameter } from './query-parameters.mjs';
import {
  complianceCalendarQueryDeclaration,
  estimateQueryDeclaration,
  pricingQueryParameters,
  resourcesQueryParameters,
} from './tool-query-parameters';

const [tab] = pricingQueryParameters;
const [shown] = resourcesQueryParameters;
const canonical = (parameters: readonly QueryParameter[], query: string) =>
  canonicalQuery(parameters, new URLSearchParams(query)).toString();

describe('acceptsQueryValue', () => {
  it('takes any value of a parameter declared by name alone, as routes.json files written before values were declared say', () => {
    for (const value of ['', 'x', '../..', '\u0000', 'é'.repeat(1000)]) expect(acceptsQueryValue('q', value)).toBe(true);
  });

  it('takes the listed values exactly', () => {
    expect(['incorporation', 'legal', 'accounting', 'taxes', 'web3'].filter((value) => acceptsQueryValue(tab, value))).toHaveLength(5);
    for (const value of [
      '',
      'cfo',
      'Legal',
      'legal ',
      ' legal',
      'legal\u0000',
      'incorporation,legal',
      'toString',
      '__proto__',
      'constructor',
    ]) {
      expect(acceptsQueryValue(tab, value), JSON.stringify(value)).toBe(false);
    }
  });

  it('takes the whole numbers in range and on a step, written in plain decimal', () => {
    const accepted = Array.from({ length: 700 }, (_, index) => String(index)).filter((value) => acceptsQueryValue(shown, value));
    expect(accepted).toEqual(Array.from({ length: 100 }, (_, index) => String((index + 1) * 6)));
    for (const value of [
      '',
      '0',
      '-6',
      '+6',
      '06',
      '6.0',
      '6.',
      ' 6',
      '6 ',
      '1e2',
      '0x6',
      'Infinity',
      'NaN',
      '６',
      '606',
      '9'.repeat(400),
    ]) {
      expect(acceptsQueryValue(shown, value), JSON.stringify(value)).toBe(false);
    }
  });

  it('accepts nothing for a parameter of a shape it does not know', () => {
    const unknown = { name: 'x', pattern: '.*' } as unknown as QueryParameter;
    expect(acceptsQueryValue(unknown, 'anything')).toBe(false);
    expect(acceptsQueryValue({ name: 'x', values: 'abc' } as unknown as QueryParameter, 'a')).toBe(false);
  });
});

describe('canonicalQuery', () => {
  it('keeps an accepted value, and drops an unknown one as if it were not sent', () => {
    expect(canonical(pricingQueryParameters, 'tab=legal')).toBe('tab=legal');
    expect(canonical(pricingQueryParameters, 'tab=invented')).toBe('');
    expect(canonical(resourcesQueryParameters, 'shown=12')).toBe('shown=12');
    expect(canonical(resourcesQueryParameters, 'shown=13')).toBe('');
  });

  it('keeps the first value of a declared parameter, the one the page reads, only when it is accepted', () => {
    expect(canonical(pricingQueryParameters, 'tab=legal&tab=taxes')).toBe('tab=legal');
    expect(canonical(pricingQueryParameters, 'tab=invented&tab=legal')).toBe('');
  });

  it('keeps every value of a parameter declared by name, and the declared order', () => {
    expect(canonical(['service', 'b'], 'b=2&service=x&x=1&service=y')).toBe('service=x&service=y&b=2');
  });

  it("keeps the estimator's answers in their enums and ranges, earlier spellings included", () => {
    expect(canonical(estimateQueryDeclaration, 'acct=pro&entity=llc-multi&owner=foreign&states=49&f1099=999&fsmllc=yes&utm_source=x')).toBe(
      'entity=llc-multi&owner=foreign&acct=pro&states=49&f1099=999&fsmllc=yes',
    );
    expect(canonical(estimateQueryDeclaration, 'inc=pro&legal=gold&states=50&f5472=-1&tax=maybe&entity=llc')).toBe('');
  });

  it("keeps the calendar's answers in their enums and ranges", () => {
    expect(canonical(complianceCalendarQueryDeclaration, 'state=wyoming&fye=6&formed=12&year=2027')).toBe(
      'state=wyoming&fye=6&formed=12&year=2027',
    );
    expect(canonical(complianceCalendarQueryDeclaration, 'state=texas&fye=13&formed=0&year=1999')).toBe('');
  });
});

import { estimateQueryParameters } from '@staycompliant/contracts';
import { describe, expect, it } from 'vitest';
import {
  choicesFromSearch,
  defaultChoices,
  type EstimateChoices,
  estimateQueryKeys,
  form5472Count,
  searchFromChoices,
} from './estimate-choices';

const parse = (query: string) => choicesFromSearch(new URLSearchParams(query));

describe('choices in the query string', () => {
  it('reads an empty query as the defaults, and writes the defaults as an empty query', () => {
    expect(parse('')).toEqual(defaultChoices);
    expect(searchFromChoices(defaultChoices).toString()).toBe('');
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const choices: EstimateChoices = {
      entity: 'c-corp',
      owners: 'foreign',
      plans: { incorporation: 'none', legal: 'Pro', accounting: 'Basic', web3: 'Enterprise' },
      taxFiling: true,
      counts: { 'additional-state': 2, 'form-1099': 10, 'form-5472': 0, fbar: 1 },
      foreignLlcFiling: false,
    };
    const query = searchFromChoices(choices).toString();
    expect(query).toBe('entity=c-corp&owners=foreign&inc=none&legal=pro&acct=basic&web3=enterprise&states=2&f1099=10&f5472=0&fbar=1');
    expect(parse(query)).toEqual(choices);
  });

  it('leaves Form 5472 unset until chosen, so it follows the owners', () => {
    expect(parse('owners=foreign').counts['form-5472']).toBeUndefined();
    expect(form5472Count(parse('owners=foreign'))).toBe(1);
    expect(form5472Count(parse('owners=us'))).toBe(0);
    expect(form5472Count(parse('owners=foreign&f5472=0'))).toBe(0);
  });

  it('reads a link shared before the calendar and the estimator agreed on one spelling, and writes it today’s way', () => {
    expect(parse('entity=llc-multi&owners=foreign')).toEqual({ ...defaultChoices, entity: 'multi-member-llc', owners: 'foreign' });
    expect(parse('entity=llc-single&owner=foreign&acct=pro')).toEqual({
      ...defaultChoices,
      owners: 'foreign',
      plans: { ...defaultChoices.plans, accounting: 'Pro' },
    });
    expect(searchFromChoices(parse('entity=llc-multi&acct=pro')).toString()).toBe('entity=multi-member-llc&acct=pro');
  });

  it.each([
    ['entity=partnership', { entity: 'single-member-llc' }],
    ['owners=martian', { owners: 'us' }],
    ['inc=pro', { plans: defaultChoices.plans }],
    ['legal=PRO&acct=gold', { plans: defaultChoices.plans }],
    ['tax=maybe', { taxFiling: true }],
    ['states=-1&f1099=2.5&fbar=abc', { counts: defaultChoices.counts }],
    ['states=50', { counts: defaultChoices.counts }],
    ['fsmllc=1', { foreignLlcFiling: false }],
  ])('falls back to the default for a bad value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...defaultChoices, ...expected });
  });

  it('keeps the good values beside a bad one, and ignores unknown parameters', () => {
    expect(parse('entity=c-corp&states=9999&utm_source=ad&legal=basic')).toEqual({
      ...defaultChoices,
      entity: 'c-corp',
      plans: { ...defaultChoices.plans, legal: 'Basic' },
    });
  });

  it('never throws, whatever the query holds', () => {
    for (const query of [
      '%',
      '&&&',
      'entity',
      'entity=&owners=',
      'states=1e9',
      'f1099=Infinity',
      'f5472=NaN',
      `legal=${'x'.repeat(5000)}`,
      'inc[]=basic',
    ]) {
      expect(() => parse(query), query).not.toThrow();
    }
  });
});

describe('the query parameters a shared estimate uses', () => {
  it('are the ones the route table declares, so the site server renders an estimate from all of them', () => {
    // `owner` is the earlier spelling of `owners` that shared links still carry.
    expect([...estimateQueryKeys, 'owner'].sort()).toEqual([...estimateQueryParameters].sort());
  });
});

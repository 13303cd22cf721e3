// @vitest-environment node

import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  formatCursor,
  newerThan,
  olderThan,
  parseCursor,
  quotedValue,
  readEnquiryFilter,
  searchFilter,
  withFilter,
} from './list-query';

const id = '2f0b1c9e-8d8a-4c55-9d1e-3c6f1b2a7e01';
const createdAt = '2026-11-25T05:49:11.123456+00:00';

describe('the inbox URL', () => {
  it('reads known filters and ignores unknown values', () => {
    expect(readEnquiryFilter(new URLSearchParams('status=contacted&service=taxes&q=%20ada%20'))).toEqual({
      status: 'contacted',
      service: 'taxes',
      search: 'ada',
    });
    expect(readEnquiryFilter(new URLSearchParams('status=archived&service=astrology&after=nonsense'))).toEqual({ search: '' });
  });

  it('round-trips a cursor through the query string without losing microseconds', () => {
    const params = new URLSearchParams({ after: formatCursor({ createdAt, id }) });
    expect(parseCursor(new URLSearchParams(params.toString()).get('after'))).toEqual({ createdAt, id });
    expect(parseCursor(`${createdAt}~not-a-uuid`)).toBeUndefined();
    expect(parseCursor(`yesterday~${id}`)).toBeUndefined();
  });

  it('starts a new filter at the first page', () => {
    const params = new URLSearchParams({ status: 'new', after: formatCursor({ createdAt, id }) });
    expect(withFilter(params, { q: 'ada' }).toString()).toBe('status=new&q=ada');
  });
});

describe('PostgREST filters', () => {
  it('escapes LIKE wildcards, and turns a typed * into one any-character', () => {
    expect(containsPattern('50%_off\\')).toBe('*50\\%\\_off\\\\*');
    expect(containsPattern('a*b')).toBe('*a_b*');
  });

  it('quotes or=() values so commas, brackets and quotes in the search are data', () => {
    expect(quotedValue('a,b) "c"\\')).toBe('"a,b) \\"c\\"\\\\"');
    expect(searchFilter("O'Brien, (Ltd)", ['name', 'email'])).toBe('name.ilike."*O\'Brien, (Ltd)*",email.ilike."*O\'Brien, (Ltd)*"');
  });

  it('pages by (created_at, id), newest first', () => {
    expect(olderThan({ createdAt, id })).toBe(`created_at.lt."${createdAt}",and(created_at.eq."${createdAt}",id.lt.${id})`);
    expect(newerThan({ createdAt, id })).toBe(`created_at.gt."${createdAt}",and(created_at.eq."${createdAt}",id.gt.${id})`);
  });
});

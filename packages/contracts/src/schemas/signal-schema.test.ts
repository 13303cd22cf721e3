// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { parseSignal } from './signal-schema.ts';

const valid = { n: 'pageview', u: '/pricing?utm_source=x', r: 'https://google.com/', w: 412, b: 0, o: 0 };

describe('parseSignal', () => {
  it("reads the contract's { n, u, r, w, b, o }", () => {
    expect(parseSignal(JSON.stringify(valid))).toEqual(valid);
    expect(parseSignal(JSON.stringify({ ...valid, n: 'contact_opened', r: '', b: 1, o: 1 }))).toMatchObject({ n: 'contact_opened' });
  });

  it.each([
    ['not JSON', 'n=pageview'],
    ['an array', '[]'],
    ['an unknown event', JSON.stringify({ ...valid, n: 'enquiry_stored' })],
    ['a missing field', JSON.stringify({ n: 'pageview', u: '/', r: '', w: 1, b: 0 })],
    ['a URL for u', JSON.stringify({ ...valid, u: 'https://evil.example/' })],
    ['a protocol-relative u', JSON.stringify({ ...valid, u: '//evil.example/' })],
    ['a fractional width', JSON.stringify({ ...valid, w: 1.5 })],
    ['a negative width', JSON.stringify({ ...valid, w: -1 })],
    ['a flag other than 0 or 1', JSON.stringify({ ...valid, b: true })],
  ])('refuses %s', (_, text) => {
    expect(parseSignal(text)).toBeUndefined();
  });
});

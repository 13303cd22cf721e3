import { describe, expect, it } from 'vitest';
import { addressHeaders, limitAddress } from './limit-address.ts';

describe('limitAddress', () => {
  it("limits by the last x-forwarded-for entry, the gateway's, never the client's own entries", () => {
    expect(limitAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7 ,, 203.0.113.9 ' }), 'secret')).toEqual({
      address: '203.0.113.9',
    });
    expect(limitAddress(new Headers(), 'secret')).toEqual({ address: '' });
  });

  it("limits by the site server's vouched address with the right secret, and refuses a wrong one before any database work", () => {
    const vouched = (secret: string, visitor: string) =>
      limitAddress(
        new Headers({ 'x-forwarded-for': '6.6.6.6, 127.0.0.1', 'x-site-proxy-secret': secret, 'x-site-visitor-address': visitor }),
        'the-site-secret',
      );
    expect(vouched('the-site-secret', ' 2001:DB8::7 ')).toEqual({ address: '2001:db8::7' });
    expect(vouched('a-guess', '198.51.100.4')).toEqual({ refused: 403 });
    // Without a secret of its own the function vouches for nobody.
    expect(limitAddress(new Headers({ 'x-site-proxy-secret': '', 'x-site-visitor-address': '1.2.3.4' }), '')).toEqual({ refused: 403 });
  });
});

describe('addressHeaders', () => {
  it('hands SQL the headers it keys a visitor from, and no others', () => {
    const headers = new Headers({
      origin: 'https://staycompliant.com',
      'user-agent': 'Mozilla/5.0',
      'x-forwarded-for': '203.0.113.9',
      cookie: 'a=b',
      authorization: 'Bearer x',
    });
    expect(addressHeaders(headers)).toEqual({
      origin: 'https://staycompliant.com',
      'user-agent': 'Mozilla/5.0',
      'x-forwarded-for': '203.0.113.9',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedAddress, isIpAddress, trustedHops } from './client-address.ts';

const rule = { trustedHops: 1, siteProxySecret: 'the-site-secret' };

describe('clientAddress', () => {
  it("takes the entry the trusted proxies appended, counting from the right, never the client's own entries", async () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 203.0.113.9' });
    expect(await clientAddress(headers, rule)).toEqual({ address: '203.0.113.9' });
    expect(await clientAddress(headers, { ...rule, trustedHops: 2 })).toEqual({ address: '7.7.7.7' });
    expect(forwardedAddress(' 10.0.0.1 ,, 203.0.113.9 ', 1)).toBe('203.0.113.9');
    // Fewer entries than trusted proxies: each was a trusted proxy's, the first is the client.
    expect(forwardedAddress('203.0.113.9', 3)).toBe('203.0.113.9');
    expect(forwardedAddress(null, 1)).toBe('');
  });

  it("takes the site server's vouched visitor address with the right secret, and refuses a wrong secret or a malformed address", async () => {
    const vouched = (secret: string, visitor: string) =>
      clientAddress(
        new Headers({ 'x-forwarded-for': '6.6.6.6, 127.0.0.1', 'x-site-proxy-secret': secret, 'x-site-visitor-address': visitor }),
        rule,
      );
    expect(await vouched('the-site-secret', ' 2001:DB8::7 ')).toEqual({ address: '2001:db8::7' });
    expect(await vouched('the-site-secret', '198.51.100.4')).toEqual({ address: '198.51.100.4' });
    expect(await vouched('a-guess', '198.51.100.4')).toEqual({ refused: 403 });
    expect(await vouched('the-site-secret', '198.51.100.4, 6.6.6.6')).toEqual({ refused: 400 });
    expect(await vouched('the-site-secret', '')).toEqual({ refused: 400 });
    // Without a secret of its own the function vouches for nobody.
    expect(
      await clientAddress(new Headers({ 'x-site-proxy-secret': '', 'x-site-visitor-address': '1.2.3.4' }), {
        ...rule,
        siteProxySecret: '',
      }),
    ).toEqual({ refused: 403 });
  });
});

describe('isIpAddress and trustedHops', () => {
  it('knows IPv4 and IPv6 addresses from anything else', () => {
    for (const address of ['203.0.113.9', '0.0.0.0', '::1', '2001:db8::7', 'fe80::1:2:3:4', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8']) {
      expect(isIpAddress(address), address).toBe(true);
    }
    for (const value of [
      '',
      '256.1.1.1',
      '1.2.3',
      'localhost',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      '1.2.3.4, 5.6.7.8',
      '<script>',
    ]) {
      expect(isIpAddress(value), value).toBe(false);
    }
  });

  it('reads ANALYTICS_TRUSTED_PROXY_HOPS as a whole number from 1 to 10, else 1', () => {
    expect([undefined, '', '2', '0', '-1', '1.5', '11', 'many'].map(trustedHops)).toEqual([1, 1, 2, 1, 1, 1, 1, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { createPostSourceCheck, type PostHeaders, siteOriginsFromEnv } from './cross-origin.js';

const site = 'https://staycompliant.example';
const published = createPostSourceCheck({ publicOrigin: site, trusted: ['https://partner.example'] });
const local = createPostSourceCheck({});

describe('a post from a browser on the site itself', () => {
  it.each<[string, PostHeaders]>([
    ['same-origin with the public origin', { host: 'internal:4173', 'sec-fetch-site': 'same-origin', origin: site }],
    ['the public origin alone (a browser without Sec-Fetch-Site)', { host: 'internal:4173', origin: site }],
    ['same-origin without an Origin', { 'sec-fetch-site': 'same-origin' }],
    ['none (the visitor acted in the browser itself)', { 'sec-fetch-site': 'none', origin: site }],
    ['a trusted origin, cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' }],
    ['a trusted origin, same-site', { 'sec-fetch-site': 'same-site', origin: 'https://partner.example' }],
    // A page of the site posting to another of its hosts (an instance's own address).
    ['the public origin, cross-site', { host: 'internal:4173', 'sec-fetch-site': 'cross-site', origin: site }],
  ])('is taken: %s', (_case, headers) => {
    expect(published(headers)).toBe('own-origin');
  });

  it('is taken locally from the request’s own Host, on either scheme, its default port omitted', () => {
    expect(local({ host: '127.0.0.1:4173', 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:4173' })).toBe('own-origin');
    expect(local({ host: 'site.test', origin: 'http://site.test' })).toBe('own-origin');
    expect(local({ host: 'site.test', origin: 'https://site.test' })).toBe('own-origin');
    expect(local({ host: 'site.test:80', origin: 'http://site.test' })).toBe('own-origin');
    expect(local({ host: 'SITE.test', origin: 'http://site.test' })).toBe('own-origin');
  });
});

describe('a post with neither header', () => {
  it('is not a browser’s, and goes on to the limits', () => {
    expect(published({ host: 'internal:4173' })).toBe('not-a-browser');
    expect(local({})).toBe('not-a-browser');
    // Empty headers are none, as Go reads them.
    expect(published({ origin: '', 'sec-fetch-site': ' ' })).toBe('not-a-browser');
  });
});

describe('a post from another site', () => {
  it.each<[string, PostHeaders, 'cross-site' | 'foreign-origin']>([
    ['cross-site with a foreign origin', { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' }, 'cross-site'],
    ['cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }, 'cross-site'],
    ['same-site: a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://blog.staycompliant.example' }, 'cross-site'],
    ['same-site without an Origin', { 'sec-fetch-site': 'same-site' }, 'cross-site'],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'Same-Origin', origin: 'https://attacker.example' }, 'cross-site'],
    ['a foreign origin marked same-origin', { 'sec-fetch-site': 'same-origin', origin: 'https://attacker.example' }, 'foreign-origin'],
    ['a foreign origin alone (an older browser)', { origin: 'https://attacker.example' }, 'foreign-origin'],
    ['Origin: null', { origin: 'null' }, 'foreign-origin'],
    ['Origin: null, same-origin', { 'sec-fetch-site': 'same-origin', origin: 'null' }, 'foreign-origin'],
    ['the public origin over http', { origin: 'http://staycompliant.example' }, 'foreign-origin'],
    ['the public origin on another port', { origin: 'https://staycompliant.example:8443' }, 'foreign-origin'],
    ['the public origin as a prefix of another host', { origin: 'https://staycompliant.example.attacker.example' }, 'foreign-origin'],
    ['the public origin with a path', { origin: `${site}/contact` }, 'foreign-origin'],
    ['the public origin in capitals', { origin: site.toUpperCase() }, 'foreign-origin'],
    ['user info before a foreign host', { origin: 'https://staycompliant.example@attacker.example' }, 'foreign-origin'],
    ['two origins in one header', { origin: [site, 'https://attacker.example'] }, 'foreign-origin'],
    ['not a URL', { origin: '%%%' }, 'foreign-origin'],
    [
      'the Host the request names, when a public origin is set',
      { host: 'attacker.example', origin: 'https://attacker.example' },
      'foreign-origin',
    ],
  ])('is refused: %s', (_case, headers, source) => {
    expect(published(headers)).toBe(source);
  });

  it('is refused locally when its origin is not the request’s Host', () => {
    expect(local({ host: '127.0.0.1:4173', origin: 'http://127.0.0.1:9999' })).toBe('foreign-origin');
    expect(local({ host: '127.0.0.1:4173', origin: 'null' })).toBe('foreign-origin');
    expect(local({ origin: 'http://127.0.0.1:4173' })).toBe('foreign-origin');
    expect(local({ host: '127.0.0.1:4173', 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1:4173' })).toBe('cross-site');
  });
});

describe('siteOriginsFromEnv', () => {
  it("reads SITE_URL's origin and the trusted origins, comma-separated", () => {
    expect(
      siteOriginsFromEnv({
        SITE_URL: 'https://StayCompliant.example/',
        SITE_TRUSTED_ORIGINS: ' https://a.example , http://b.example:8080,',
      }),
    ).toEqual({
      publicOrigin: 'https://staycompliant.example',
      trusted: ['https://a.example', 'http://b.example:8080'],
    });
    expect(siteOriginsFromEnv({})).toEqual({});
    expect(siteOriginsFromEnv({ SITE_URL: ' ', SITE_TRUSTED_ORIGINS: '' })).toEqual({});
  });

  it('refuses a setting that is not an origin, at start', () => {
    expect(() => siteOriginsFromEnv({ SITE_URL: 'staycompliant.example' })).toThrow(/SITE_URL must be http\(s\) origins/);
    expect(() => siteOriginsFromEnv({ SITE_TRUSTED_ORIGINS: 'https://a.example,null' })).toThrow(/SITE_TRUSTED_ORIGINS/);
    expect(() => createPostSourceCheck({ trusted: ['file:///etc'] })).toThrow();
  });
});

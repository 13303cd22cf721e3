import { describe, expect, it } from 'vitest';
import { createSiteConfig, readSiteConfig, siteConfigVariables } from './read-site-config.mjs';
import { formatAddress, siteConfig } from './site-config';
import { siteConfigElement } from './site-config-carriers.mjs';

describe('site config', () => {
  it('has working local defaults, with the brand name StayCompliant', () => {
    const config = createSiteConfig({});
    expect(config.brand.name).toBe('StayCompliant');
    expect(config.backend.url).toBe('http://127.0.0.1:54321');
    expect(config.feed.proxyUrl).toBe('http://127.0.0.1:54321/rss-to-json/v1/api.json');
    expect(config.feed.imageHosts).toContain('127.0.0.1:54321');
    expect(config.feed.imageOrigins).toEqual(['https://miro.medium.com', 'https://cdn-images-1.medium.com', 'http://127.0.0.1:54321']);
  });

  it('takes every value from its environment variable, trimmed, after the prefix it is given', () => {
    const config = createSiteConfig(
      {
        VITE_BRAND_NAME: ' Acme Compliance ',
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_BOOKING_LEGAL_URL: 'https://book.example/legal',
        VITE_FEED_IMAGE_HOSTS: 'a.example, b.example',
        BRAND_PHONE: 'not read: no prefix',
      },
      'VITE_',
    );
    expect(config.brand.name).toBe('Acme Compliance');
    expect(config.brand.phone).toBe('+1 (302) 555-0142');
    expect(config.backend.url).toBe('https://abc.supabase.co');
    expect(config.feed.proxyUrl).toBe('https://abc.supabase.co/rss-to-json/v1/api.json');
    expect(config.booking.legal).toBe('https://book.example/legal');
    expect(config.feed.imageHosts).toEqual(['a.example', 'b.example']);
    expect(config.feed.imageOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('ignores empty variables', () => {
    expect(createSiteConfig({ BRAND_NAME: '  ' }).brand.name).toBe('StayCompliant');
  });

  it('formats a postal address on one line', () => {
    expect(formatAddress(createSiteConfig({}).brand.address)).toBe('1111B S Governors Ave, Suite 2000, Dover, DE 19904, United States');
  });

  it('reads the VITE_* variables with the local defaults where no site server gave one (the unit tests, pnpm dev)', () => {
    expect(siteConfig).toEqual(createSiteConfig((import.meta as unknown as { env: Record<string, unknown> }).env, 'VITE_'));
  });
});

describe('the site server’s environment, read by readSiteConfig', () => {
  it('checks every variable the configuration reads: each one given changes it', () => {
    const defaults = JSON.stringify(createSiteConfig({}));
    for (const name of siteConfigVariables) {
      const value =
        name === 'BRAND_EMAIL'
          ? 'x@sentinel.example'
          : name.endsWith('_KEY')
            ? 'sentinel-key-0123456789abcdef'
            : name === 'FEED_IMAGE_HOSTS'
              ? 'sentinel.example'
              : name.endsWith('_URL')
                ? 'https://sentinel.example/x'
                : 'Sentinel';
      expect(JSON.stringify(readSiteConfig({ [name]: value })), name).not.toBe(defaults);
    }
  });

  it('gives the local defaults for an empty environment, and takes the unprefixed names', () => {
    expect(readSiteConfig({})).toEqual(createSiteConfig({}));
    const config = readSiteConfig({
      SITE_URL: 'https://staycompliant.example/',
      SUPABASE_URL: 'https://abc.supabase.co',
      VITE_BRAND_NAME: 'ignored',
    });
    expect(config.siteUrl).toBe('https://staycompliant.example');
    expect(config.backend.url).toBe('https://abc.supabase.co');
    expect(config.brand.name).toBe('StayCompliant');
  });

  it.each([
    ['SITE_URL', 'staycompliant.example', 'SITE_URL must be an http(s) URL.'],
    ['SITE_URL', 'javascript:alert(1)', 'SITE_URL must be an http(s) URL.'],
    ['SUPABASE_URL', 'ftp://backend.example', 'SUPABASE_URL must be an http(s) URL.'],
    ['SUPABASE_ANON_KEY', 'key with spaces and "quotes"', 'SUPABASE_ANON_KEY must be the backend’s anon key.'],
    ['BRAND_EMAIL', 'not-an-address', 'BRAND_EMAIL must be an e-mail address.'],
    ['BRAND_NAME', 'x'.repeat(301), 'BRAND_NAME must be at most 300 characters.'],
    [
      'FEED_IMAGE_HOSTS',
      'miro.medium.com,evil.example/path',
      'FEED_IMAGE_HOSTS must be host names (host or host:port) separated by commas.',
    ],
    ['BOOKING_LEGAL_URL', 'https://', 'BOOKING_LEGAL_URL must be an http(s) URL.'],
  ])('a wrong %s (%j) stops with one line naming it, without its value', (name, value, message) => {
    expect(() => readSiteConfig({ [name]: value })).toThrow(message);
    try {
      readSiteConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).not.toContain(value);
    }
  });
});

describe('the page’s configuration element', () => {
  it('is JSON no value can close', () => {
    const config = createSiteConfig({ BRAND_NAME: '</script><script>alert(1)</script>' });
    const element = siteConfigElement(config);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const text = /^<script type="application\/json" id="site-config">(.*)<\/script>$/.exec(element)?.[1] ?? '';
    expect(JSON.parse(text)).toEqual(config);
  });
});

import { describe, expect, it } from 'vitest';
import { createSiteConfig, formatAddress } from './site-config';

describe('site config', () => {
  it('has working local defaults, with the brand name StayCompliant', () => {
    const config = createSiteConfig({});
    expect(config.brand.name).toBe('StayCompliant');
    expect(config.backend.url).toBe('http://127.0.0.1:54321');
    expect(config.feed.proxyUrl).toBe('http://127.0.0.1:54321/rss-to-json/v1/api.json');
    expect(config.feed.imageHosts).toContain('127.0.0.1:54321');
    expect(config.feed.imageOrigins).toEqual(['https://miro.medium.com', 'https://cdn-images-1.medium.com', 'http://127.0.0.1:54321']);
  });

  it('takes every value from its environment variable, trimmed', () => {
    const config = createSiteConfig({
      VITE_BRAND_NAME: ' Acme Compliance ',
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_BOOKING_LEGAL_URL: 'https://book.example/legal',
      VITE_FEED_IMAGE_HOSTS: 'a.example, b.example',
    });
    expect(config.brand.name).toBe('Acme Compliance');
    expect(config.backend.url).toBe('https://abc.supabase.co');
    expect(config.feed.proxyUrl).toBe('https://abc.supabase.co/rss-to-json/v1/api.json');
    expect(config.booking.legal).toBe('https://book.example/legal');
    expect(config.feed.imageHosts).toEqual(['a.example', 'b.example']);
    expect(config.feed.imageOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('ignores empty variables', () => {
    expect(createSiteConfig({ VITE_BRAND_NAME: '  ' }).brand.name).toBe('StayCompliant');
  });

  it('formats a postal address on one line', () => {
    expect(formatAddress(createSiteConfig({}).brand.address)).toBe('1111B S Governors Ave, Suite 2000, Dover, DE 19904, United States');
  });
});

import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy.js';
import { createRouteMatcher } from './route-patterns.js';

const match = createRouteMatcher([
  { path: '/', noindex: false },
  { path: '/services', noindex: false },
  { path: '/services/:serviceId', noindex: false },
  { path: '/admin/logos', noindex: true },
]);

describe('route matcher', () => {
  it('matches the table, with parameters and a trailing slash', () => {
    expect(match('/')?.path).toBe('/');
    expect(match('/services/legal')?.path).toBe('/services/:serviceId');
    expect(match('/services/')?.path).toBe('/services');
    expect(match('/admin/logos')?.noindex).toBe(true);
  });

  it('does not match unknown paths', () => {
    expect(match('/nope')).toBeUndefined();
    expect(match('/services/legal/extra')).toBeUndefined();
    expect(match('/services.json')).toBeUndefined();
  });
});

describe('cache policy', () => {
  it('keeps hashed assets for a year and revalidates entries, manifests and pages', () => {
    expect(cacheControlFor('/assets/index-BtIQMdgs.js')).toContain('immutable');
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/__federation_expose_PricingPage-B1-aqB-F.js')).toContain('immutable');
    expect(cacheControlFor('/remotes.json')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=3600');
  });
});

import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy.js';
import { createRouteMatcher, pageUrl } from './route-patterns.js';

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

describe('page URL', () => {
  const pricing = { path: '/pricing', noindex: false, query: ['tab'] };
  it('keeps only the query parameters the route declares, in the declared order', () => {
    expect(pageUrl(pricing, '/pricing', new URLSearchParams('x=1&tab=legal&utm_source=a'))).toBe('/pricing?tab=legal');
    expect(pageUrl({ path: '/', noindex: false }, '/', new URLSearchParams('x=1'))).toBe('/');
    expect(pageUrl({ path: '/c', noindex: false, query: ['service', 'b'] }, '/c', new URLSearchParams('b=2&service=x&service=y'))).toBe(
      '/c?service=x&service=y&b=2',
    );
  });

  const declared = {
    path: '/pricing',
    noindex: false,
    query: [
      { name: 'tab', values: ['incorporation', 'legal'] },
      { name: 'shown', integers: { min: 6, max: 600, step: 6 } },
    ],
  };

  it('keeps a declared parameter with an accepted value, and is the page without it for any other', () => {
    const url = (query: string) => pageUrl(declared, '/pricing', new URLSearchParams(query));
    expect(url('tab=legal&shown=12')).toBe('/pricing?tab=legal&shown=12');
    expect(url('tab=invented&shown=13')).toBe('/pricing');
    expect(url('tab=Legal&shown=012')).toBe('/pricing');
    expect(url('tab=legal&tab=incorporation')).toBe('/pricing?tab=legal');
    expect(url('tab=invented&tab=legal')).toBe('/pricing');
    expect(url(`tab=${'x'.repeat(10_000)}&shown=${'6'.repeat(500)}`)).toBe('/pricing');
  });

  it('gives 1,000 invented values one URL', () => {
    const urls = new Set(
      Array.from({ length: 1000 }, (_, index) => pageUrl(declared, '/pricing', new URLSearchParams({ tab: `t${index}` }))),
    );
    expect([...urls]).toEqual(['/pricing']);
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

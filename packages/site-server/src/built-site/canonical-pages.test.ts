// The built site's pages under their canonical URLs (docs/architecture/site-server.md, "The site server"): the
// shell build's routes.json declares the values each page's query parameters accept, and an
// invented value is the page without it. Told apart by the render limit: the client below may
// cause one render, so every page it is sent past that one was already kept.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteTimeout, missingBuilds, repositoryRoot, serveBuiltSite } from '../test-support/built-site.js';

const { missing, skipped } = missingBuilds('canonical-pages.test.ts');

const selectedTab = (html: string) => /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];

describe.skipIf(missing.length > 0)(`the built site's canonical pages${skipped}`, builtSiteTimeout, () => {
  const built = serveBuiltSite({
    // The feed's pages are kept while their data is fresh, and one cut short on a busy machine as long as the test runs.
    backend: true,
    site: { rendersPerMinute: 1, pages: { concurrentRenders: 2, maxRendersInFlight: 64, incompleteForMs: 600_000 } },
  });
  const get = (url: string, remoteAddress: string) => built.inject({ method: 'GET', url, remoteAddress });

  it("routes.json declares the pricing tab's, /resources' and the estimator's values", () => {
    const routes = JSON.parse(readFileSync(join(repositoryRoot, 'shell', 'dist', 'routes.json'), 'utf8')) as {
      path: string;
      query?: unknown[];
    }[];
    const queryOf = (path: string) => routes.find((route) => route.path === path)?.query;
    expect(queryOf('/pricing')).toEqual([{ name: 'tab', values: ['incorporation', 'legal', 'accounting', 'taxes', 'web3'] }]);
    expect(queryOf('/resources')).toEqual([{ name: 'shown', integers: { min: 6, max: 600, step: 6 } }]);
    expect(queryOf('/pricing/estimate')).toContainEqual({
      name: 'entity',
      values: ['single-member-llc', 'multi-member-llc', 'c-corp', 'llc-single', 'llc-multi'],
    });
    expect(queryOf('/contact')).toEqual(['service']);
  });

  it('sends an invented value the page without it, rendering nothing, and renders an accepted one', async () => {
    const pages = ['/pricing', '/resources', '/pricing/estimate', '/resources/compliance-calendar'];
    const kept = new Map<string, string>();
    // Each asked for by a client of its own, each with its one render to spare.
    for (const [index, page] of pages.entries()) {
      const answer = await get(page, `192.0.2.${50 + index}`);
      expect(answer.statusCode, page).toBe(200);
      kept.set(page, answer.body);
    }

    const client = '203.0.113.50';
    const legal = await get('/pricing?tab=legal', client);
    expect(legal.statusCode).toBe(200);
    expect(selectedTab(legal.body)).toBe('Legal');

    for (const [url, page] of [
      ...Array.from({ length: 200 }, (_, index) => [`/pricing?tab=invented-${index}`, '/pricing']),
      ['/pricing?tab=LEGAL', '/pricing'],
      ['/pricing?tab=invented&tab=legal', '/pricing'],
      ['/pricing?tab=legal%00', '/pricing'],
      ['/resources?shown=13', '/resources'],
      ['/resources?shown=6000', '/resources'],
      ['/resources?shown=-6', '/resources'],
      ['/pricing/estimate?entity=bogus&inc=gold&states=50&f5472=1e2&utm_source=x', '/pricing/estimate'],
      ['/resources/compliance-calendar?state=texas&fye=13&year=1999', '/resources/compliance-calendar'],
    ] as const) {
      const answer = await get(url, client);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(kept.get(page));
    }
    expect(selectedTab(kept.get('/pricing') ?? '')).toBe('Incorporation');

    // Past its one render, the client is refused what would render: accepted values are pages of their own.
    for (const url of ['/pricing?tab=taxes', '/resources?shown=12', '/pricing/estimate?entity=c-corp']) {
      const refused = await get(url, client);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['retry-after'], url).toMatch(/^\d+$/);
    }
  });
});

import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy } from './counting-proxy.mjs';
import { freePort } from './free-port.mjs';
import { missingEnginesNote } from './missing-engines.mjs';
import { releaseAgainAs, releaseBuildsInPlace, switchRelease } from './release-environment.mjs';
import { send } from './send.mjs';
import { startSiteServerProcess } from './site-server-process.mjs';
import { startVarnish } from './varnish.mjs';

// The site behind a real cache (docs/architecture/operations.md, "Delivery tests"): a release environment of
// the builds in place, served by the site server's own process, behind a counting proxy (what
// reaches the origin) and Varnish with the site's VCL. A second release of pricing (the same build,
// released as another version) is switched on with `npm run release -- switch`, which purges the
// keys of what it switched through SITE_PURGE_URL, pointed at Varnish.

const skipped = missingEnginesNote(['varnish', 'varnish-modules']);

const root = join(import.meta.dirname, '..', '..');
const pricingVersion = JSON.parse(readFileSync(join(root, 'mfe-pricing/package.json'), 'utf8')).version as string;
const nextPricing = `${pricingVersion}-delivery`;
// The pages made without the backend: / and /resources show the feed, which fails here (no backend),
// and a page whose data failed is not kept.
const pages = ['/pricing', '/pricing/estimate', '/about', '/services', '/contact'];
const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };

/** The pricing release a page was rendered with, from the paths of its scripts. */
function pricingReleaseIn(reply: { headers: { 'content-encoding'?: string }; body: Buffer }) {
  const html = (reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.body) : reply.body).toString();
  return /\/remotes\/pricing\/([^/"]+)\//.exec(html)?.[1];
}

describe.skipIf(skipped !== '')(`the site through Varnish${skipped}`, () => {
  let environment: ReturnType<typeof releaseBuildsInPlace>;
  let site: Awaited<ReturnType<typeof startSiteServerProcess>>;
  let siteUrl: string;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  const at = (path: string) => `${varnish.url}${path}`;

  beforeAll(async () => {
    environment = releaseBuildsInPlace();
    releaseAgainAs(environment.dir, 'pricing', nextPricing);
    const port = await freePort();
    site = await startSiteServerProcess({
      port,
      // No balancer to drain for: it stops at once.
      env: { SITE_ENVIRONMENT: environment.dir, SITE_CDN_MAX_AGE_S: '3600', SITE_CDN_STALE_S: '60', SITE_DRAIN_DELAY_MS: '0' },
    });
    siteUrl = `http://127.0.0.1:${port}`;
    proxy = await startCountingProxy({ host: '127.0.0.1', port });
    varnish = await startVarnish({ origin: proxy });
  }, 120_000);

  afterAll(async () => {
    await varnish?.stop();
    await proxy?.stop();
    await site?.stop();
    if (environment) rmSync(environment.dir, { recursive: true, force: true });
  }, 30_000);

  it('100 requests for a page reach the origin once, as do those for each other page', async () => {
    const backendRequestsBefore = (await varnish.counters())['MAIN.backend_req'] ?? 0;
    const perPage: Record<string, { hits: number; atOrigin: number }> = {};
    for (const page of pages) {
      const replies = await Promise.all(Array.from({ length: 100 }, () => send(at(page), { headers: asBrowser })));
      expect(replies.map((reply) => reply.status)).toEqual(Array(100).fill(200));
      perPage[page] = { hits: replies.filter((reply) => reply.headers['x-cache'] === 'HIT').length, atOrigin: proxy.count(page) };
    }
    console.log(`Requests at the origin per page, for 100 through Varnish: ${JSON.stringify(perPage)}`);
    for (const page of pages) expect(perPage[page], page).toEqual({ hits: 99, atOrigin: 1 });
    // Varnish's own count agrees with the origin's.
    expect(((await varnish.counters())['MAIN.backend_req'] ?? 0) - backendRequestsBefore).toBe(pages.length);
  }, 60_000);

  it("an answer for one visitor is never kept: /admin/enquiries, a form's post", async () => {
    for (let n = 1; n <= 3; n++) {
      const admin = await send(at('/admin/enquiries'), { headers: asBrowser });
      expect(admin.headers['cache-control']).toMatch(/\bprivate\b/);
      expect(admin.headers['x-cache']).toBe('PASS');
      const post = await send(at('/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=A&email=a%40example.com&message=Hello',
      });
      expect(post.headers['x-cache']).toBe('PASS');
    }
    expect(proxy.count('/admin/enquiries')).toBe(3);
    expect(proxy.count('/contact', 'POST')).toBe(3);
  }, 60_000);

  it('switching pricing to another release purges the pages made with pricing: /pricing is fresh at once, /about still a hit', async () => {
    // What each page was made from, as the site server names it.
    const keys = Object.fromEntries(
      await Promise.all(
        pages.map(async (page) => [page, String((await send(`${siteUrl}${page}`)).headers['surrogate-key'] ?? '').split(' ')] as const),
      ),
    );
    expect(keys['/pricing']).toContain('remote:pricing');
    expect(keys['/about']).not.toContain('remote:pricing');
    for (const page of pages) expect((await send(at(page), { headers: asBrowser })).headers['x-cache'], page).toBe('HIT');
    const atOriginBefore = Object.fromEntries(pages.map((page) => [page, proxy.count(page)]));

    const started = performance.now();
    const switched = switchRelease(environment.dir, 'pricing', nextPricing, { SITE_PURGE_URL: `${varnish.url}/.purge` });
    const switchedAt = performance.now();
    expect(switched.status, switched.stderr).toBe(0);
    expect(switched.stdout).toContain(`pricing: ${pricingVersion} → ${nextPricing}`);
    expect(switched.stdout).toContain(`Purged remote:pricing at ${varnish.url}.`);

    // The first request after the switch: a miss, rendered with the new release.
    const first = await send(at('/pricing'), { headers: asBrowser });
    const firstAfterMs = performance.now() - switchedAt;
    expect(first.headers['x-cache']).toBe('MISS');
    expect(pricingReleaseIn(first)).toBe(nextPricing);

    const after = Object.fromEntries(
      await Promise.all(
        pages.map(async (page) => {
          const reply = page === '/pricing' ? first : await send(at(page), { headers: asBrowser });
          return [page, { cache: reply.headers['x-cache'], pricing: pricingReleaseIn(reply) ?? null }] as const;
        }),
      ),
    );
    console.log(
      `The switch took ${Math.round(switchedAt - started)} ms (the release command, its purge included); ` +
        `/pricing showed ${nextPricing} ${Math.round(firstAfterMs)} ms after it returned. After the switch: ${JSON.stringify(after)}`,
    );
    for (const page of pages) {
      const purged = keys[page]?.includes('remote:pricing');
      expect(after[page]?.cache, `${page}, keys ${keys[page]?.join(' ')}`).toBe(purged ? 'MISS' : 'HIT');
      if (purged) expect(after[page]?.pricing, page).toBe(nextPricing);
      expect(proxy.count(page), page).toBe((atOriginBefore[page] ?? 0) + (purged ? 1 : 0));
    }
  }, 60_000);
});

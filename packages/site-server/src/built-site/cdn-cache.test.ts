// The built site as a CDN sees it (docs/architecture/operations.md, "Pages at the edge"): each sitemap page
// with its Cache-Control, strong ETag and surrogate keys, 304 for an If-None-Match that names the
// ETag, and `private, no-store` on what is one visitor's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSiteTimeout, missingBuilds, repositoryRoot, serveBuiltSite } from '../test-support/built-site.js';

const { missing, skipped } = missingBuilds('cdn-cache.test.ts');

const shared = { sharedMaxAgeS: 120, staleWhileRevalidateS: 600 };
const publicPage = `public, max-age=0, s-maxage=${shared.sharedMaxAgeS}, stale-while-revalidate=${shared.staleWhileRevalidateS}`;
const strongEtag = /^"[A-Za-z0-9_-]{20,}"$/;

const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(join(repositoryRoot, folder, 'dist', 'build-manifest.json'), 'utf8')) as { version: string }).version;

/** The route pattern a sitemap path is a page of. */
const routeOf = (path: string) => (path.startsWith('/services/') ? '/services/:serviceId' : path);

const keysOf = (header: string | string[] | number | undefined) => String(header ?? '').split(' ');

describe.skipIf(missing.length > 0)(`the built site's answers to a CDN${skipped}`, builtSiteTimeout, () => {
  // On a backend of its own, the feed's pages are whole: a page with a part cut short is kept a moment only.
  const built = serveBuiltSite({ backend: true, site: { cdn: shared } });
  const br = { 'accept-encoding': 'br' };

  it('lets a shared cache keep every sitemap page, with a strong ETag and the keys it is made of, and answers a matching If-None-Match with 304', async () => {
    const sitemap = await built.inject({ method: 'GET', url: '/sitemap.xml' });
    const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const page = await built.inject({ method: 'GET', url: path, headers: br });
      expect(page.statusCode, path).toBe(200);
      const cacheControl = String(page.headers['cache-control']);
      // A page that shows data (the feed's) is kept no longer than its data is fresh.
      const sharedMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      expect(cacheControl, path).toBe(publicPage.replace(/s-maxage=\d+/, `s-maxage=${sharedMaxAge}`));
      expect(sharedMaxAge, path).toBeGreaterThan(0);
      expect(sharedMaxAge, path).toBeLessThanOrEqual(shared.sharedMaxAgeS);
      if (!['/', '/resources', '/blog'].includes(path)) expect(sharedMaxAge, path).toBe(shared.sharedMaxAgeS);
      expect(page.headers.vary, path).toBe('Accept-Encoding');
      const etag = String(page.headers.etag);
      expect(etag, path).toMatch(strongEtag);
      const keys = keysOf(page.headers['surrogate-key']);
      expect(keys, path).toEqual(expect.arrayContaining([`route:${routeOf(path)}`, 'shell', `shell@${versionOf('shell')}`]));
      expect(keys.filter((key) => key.startsWith('remote:')).length, `${path}: ${keys.join(' ')}`).toBeGreaterThan(0);
      expect(page.headers['cache-tag'], path).toBe(keys.join(','));

      const notModified = await built.inject({ method: 'GET', url: path, headers: { ...br, 'if-none-match': etag } });
      expect(notModified.statusCode, path).toBe(304);
      expect(notModified.body, path).toBe('');
      expect(notModified.headers.etag, path).toBe(etag);
      expect(notModified.headers['cache-control'], path).toBe(cacheControl);
      expect(notModified.headers.vary, path).toBe('Accept-Encoding');
      expect(notModified.headers['surrogate-key'], path).toBe(page.headers['surrogate-key']);
    }
  });

  describe('If-None-Match', () => {
    const pricing = () => built.inject({ method: 'GET', url: '/pricing', headers: br });

    it.each([
      ['the weak form of the ETag', (etag: string) => `W/${etag}`],
      ['a list that holds it', (etag: string) => `"other", W/"another",${etag}`],
      ['*', () => '*'],
    ])('answers 304 to %s (weak comparison, RFC 9110)', async (_name, header) => {
      const etag = String((await pricing()).headers.etag);
      const answer = await built.inject({ method: 'GET', url: '/pricing', headers: { ...br, 'if-none-match': header(etag) } });
      expect(answer.statusCode).toBe(304);
      expect(answer.body).toBe('');
    });

    it.each([
      ['another ETag', () => '"not-this-page"'],
      ['the ETag of another encoding of the page', () => '"gzip"'],
      ['a part of the ETag', (etag: string) => etag.slice(0, 10)],
      ['the ETag unquoted', (etag: string) => etag.replaceAll('"', '')],
      ['an empty header', () => ''],
      ['garbage', () => ',,, W/ ", "*x'],
    ])('answers 200 with the page to %s', async (_name, header) => {
      const page = await pricing();
      const etag = String(page.headers.etag);
      let value = header(etag);
      if (value === '"gzip"') {
        value = String((await built.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } })).headers.etag);
      }
      const answer = await built.inject({ method: 'GET', url: '/pricing', headers: { ...br, 'if-none-match': value } });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(page.rawPayload)).toBe(true);
    });

    it('answers a HEAD with the same headers and 304 as a GET', async () => {
      const page = await pricing();
      const head = await built.inject({ method: 'HEAD', url: '/pricing', headers: br });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(page.headers.etag);
      const notModified = await built.inject({
        method: 'HEAD',
        url: '/pricing',
        headers: { ...br, 'if-none-match': String(page.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
    });
  });

  it('gives each encoding of a page its own ETag, a hash of the bytes sent, the same on each request', async () => {
    const etags = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await built.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': encoding } });
      const again = await built.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': encoding } });
      expect(first.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(again.headers.etag).toBe(first.headers.etag);
      // The best-quality copy may replace the fast one between requests: then both the bytes and the ETag change.
      if (!first.rawPayload.equals(again.rawPayload)) expect(again.headers.etag).not.toBe(first.headers.etag);
      etags.set(encoding, String(first.headers.etag));
    }
    expect(new Set(etags.values()).size).toBe(3);
  });

  it('names the pricing remote and its version on /pricing, and not on /about', async () => {
    const pricingKeys = keysOf((await built.inject({ method: 'GET', url: '/pricing' })).headers['surrogate-key']);
    const aboutKeys = keysOf((await built.inject({ method: 'GET', url: '/about' })).headers['surrogate-key']);
    expect(pricingKeys).toEqual(expect.arrayContaining(['remote:pricing', `remote:pricing@${versionOf('mfe-pricing')}`]));
    expect(aboutKeys).toEqual(
      expect.arrayContaining(['route:/about', 'remote:marketing', `remote:marketing@${versionOf('mfe-marketing')}`]),
    );
    expect(aboutKeys.filter((key) => key.startsWith('remote:pricing'))).toEqual([]);
  });

  it('lets a shared cache keep the 404 page, and sends it whole whatever If-None-Match says', async () => {
    const page = await built.inject({ method: 'GET', url: '/no-such-page', headers: br });
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe(publicPage);
    expect(keysOf(page.headers['surrogate-key'])).toContain('route:404');
    const again = await built.inject({
      method: 'GET',
      url: '/another-missing-page',
      headers: { ...br, 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
    expect(again.rawPayload.length).toBeGreaterThan(0);
  });

  describe('what is one visitor’s is never stored', () => {
    const expectPrivate = (headers: Record<string, unknown>) => {
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers.etag).toBeUndefined();
      expect(headers['surrogate-key']).toBeUndefined();
      expect(headers['cache-tag']).toBeUndefined();
    };

    it.each([
      ['a Cookie', { cookie: 'session=1' }],
      ['an empty Cookie', { cookie: '' }],
      ['an Authorization', { authorization: 'Bearer x' }],
    ])('a page asked for with %s header is rendered, and not stored, even when If-None-Match matches', async (_name, headers) => {
      const etag = String((await built.inject({ method: 'GET', url: '/pricing', headers: br })).headers.etag);
      const page = await built.inject({ method: 'GET', url: '/pricing', headers: { ...br, ...headers, 'if-none-match': etag } });
      expect(page.statusCode).toBe(200);
      expect(page.rawPayload.length).toBeGreaterThan(1000);
      expectPrivate(page.headers);
    });

    it.each(['/admin/enquiries', '/admin/logos', '/admin/analytics?range=7d', '/%61dmin/subscribers'])('%s', async (url) => {
      const page = await built.inject({ method: 'GET', url, headers: br });
      expect(page.statusCode).toBe(200);
      expectPrivate(page.headers);
    });

    it('the form answers: 303, 422 and 409', async () => {
      const post = (url: string, payload: string) =>
        built.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      const invalid = await post('/contact', 'name=&email=not-an-address');
      expect(invalid.statusCode).toBe(422);
      expectPrivate(invalid.headers);
      const email = `cdn-${Date.now()}@example.com`;
      const subscribed = await post('/newsletter', `email=${encodeURIComponent(email)}`);
      expect(subscribed.statusCode).toBe(303);
      expectPrivate(subscribed.headers);
      const again = await post('/newsletter', `email=${encodeURIComponent(email)}`);
      expect(again.statusCode).toBe(409);
      expectPrivate(again.headers);
    });

    it('/api/signal', async () => {
      const signal = await built.inject({
        method: 'POST',
        url: '/api/signal',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(signal.statusCode).toBeGreaterThanOrEqual(200);
      expectPrivate(signal.headers);
      expectPrivate((await built.inject({ method: 'GET', url: '/api/signal' })).headers);
    });
  });

  describe("the builds' files", () => {
    it('a hashed asset is immutable and names no page', async () => {
      const asset = readdirSync(join(repositoryRoot, 'shell', 'dist', 'assets')).find((file) => file.endsWith('.js'));
      const answer = await built.inject({ method: 'GET', url: `/assets/${asset}`, headers: br });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['surrogate-key']).toBeUndefined();
    });

    it.each(['/remotes.json', '/remotes/pricing/remoteEntry.js'])('%s is revalidated each time, by its ETag', async (url) => {
      const answer = await built.inject({ method: 'GET', url, headers: br });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const etag = String(answer.headers.etag);
      expect(etag).toMatch(/^(W\/)?".+"$/);
      const notModified = await built.inject({ method: 'GET', url, headers: { ...br, 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
    });
  });
});

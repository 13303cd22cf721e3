import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKeys, verifyJwt } from '../src/auth/jwt-keys.js';
import { startDevBackend } from '../src/index.js';
import { pgliteDataDir, startTestBackend, type TestBackend } from './helpers/backends.js';

// The site's built-in local anon key (packages/site-config/src/defaults.ts).
const siteAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

interface FeedItem {
  title: string;
  pubDate: string;
  link: string;
  guid: string;
  author: string;
  thumbnail: string;
  description: string;
  content: string;
  enclosure: object;
  categories: string[];
}

describe('feed, keys, CORS and the data-folder lock (PGlite)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend('pglite');
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('uses the Supabase CLI demo keys the site bakes in', () => {
    expect(backend.anonKey).toBe(siteAnonKey);
    expect(demoKeys().anonKey).toBe(siteAnonKey);
    expect(verifyJwt(backend.serviceRoleKey)).toEqual({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
  });

  it('answers the rss2json shape from the stored sample, with images served by the backend itself', async () => {
    const rssUrl = 'https://medium.com/feed/staycompliant';
    const response = await fetch(`${backend.url}/rss-to-json/v1/api.json?rss_url=${encodeURIComponent(rssUrl)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { status: string; feed: Record<string, string>; items: FeedItem[] };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.feed).sort()).toEqual(['author', 'description', 'image', 'link', 'title', 'url']);
    expect(body.feed.url).toBe(rssUrl);
    expect(body.feed.image).toBe(`${backend.url}/rss-to-json/images/publication.svg`);
    expect(body.items.length).toBeGreaterThanOrEqual(8);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(
        ['author', 'categories', 'content', 'description', 'enclosure', 'guid', 'link', 'pubDate', 'thumbnail', 'title'].sort(),
      );
      expect(item.pubDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.description).toBe(item.content);
    }
    expect(body.items.some((item) => item.categories.length === 0)).toBe(true);
    expect(body.items.some((item) => item.categories.length >= 2)).toBe(true);
    expect(body.items.some((item) => item.thumbnail === '')).toBe(true);

    const withImage = body.items.find((item) => item.thumbnail !== '')!;
    const firstImage = withImage.content.match(/<img[^>]*src="([^"]+)"/)?.[1];
    expect(firstImage).toBe(withImage.thumbnail);
    expect(firstImage?.startsWith(`${backend.url}/rss-to-json/images/`)).toBe(true);
    const image = await fetch(firstImage!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers an unknown or missing feed with the proxy’s error shape', async () => {
    const unknown = await fetch(`${backend.url}/rss-to-json/v1/api.json?rss_url=${encodeURIComponent('https://example.com/feed')}`);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ status: 'error', message: 'Cannot download this RSS feed, make sure the Rss URL is correct.' });
    const missing = await fetch(`${backend.url}/rss-to-json/v1/api.json`);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { status: string }).status).toBe('error');
  });

  it('answers CORS preflights from the site’s loopback origins with the headers supabase-js sends', async () => {
    const requested =
      'apikey, authorization, x-client-info, content-type, x-upsert, prefer, accept-profile, content-profile, cache-control';
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:5173', 'http://localhost:6006']) {
      const response = await fetch(`${backend.url}/rest/v1/email_subscribers`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': requested },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim());
      for (const name of requested.split(', ')) expect(allowed).toContain(name);
      expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    }
    const foreign = await fetch(`${backend.url}/rest/v1/email_subscribers`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${backend.url}/storage/v1/object/public/client-logos/alderpoint.svg`, {
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });

  it('refuses a second server on the same data folder', async () => {
    await expect(startDevBackend({ port: 0, dataDir: backend.dataDir, quiet: true })).rejects.toThrow(/Another dev backend/);
  });

  it('starts again on a data folder it left, keeping the data and not re-seeding deleted logos', async () => {
    const dataDir = pgliteDataDir();
    try {
      const first = await startDevBackend({ port: 0, dataDir, quiet: true });
      const headers = { apikey: first.serviceRoleKey, authorization: `Bearer ${first.serviceRoleKey}`, 'content-type': 'application/json' };
      await fetch(`${first.url}/rest/v1/email_subscribers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'kept@example.com' }),
      });
      await fetch(`${first.url}/storage/v1/object/client-logos`, {
        method: 'DELETE',
        headers,
        body: JSON.stringify({ prefixes: ['alderpoint.svg'] }),
      });
      await first.stop();
      const second = await startDevBackend({ port: 0, dataDir, quiet: true });
      try {
        const rows = await fetch(`${second.url}/rest/v1/email_subscribers?select=email`, { headers }).then((r) => r.json());
        expect(rows).toEqual([{ email: 'kept@example.com' }]);
        const logos = (await fetch(`${second.url}/storage/v1/object/list/client-logos`, { method: 'POST', headers, body: '{}' }).then((r) =>
          r.json(),
        )) as { name: string }[];
        expect(logos.map((logo) => logo.name)).not.toContain('alderpoint.svg');
        expect(logos).toHaveLength(7);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

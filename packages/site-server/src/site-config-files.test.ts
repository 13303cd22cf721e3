// The site's configuration at run time (docs/architecture/operations.md, "Configuration at run time"): the site
// server reads it as it starts and every page, /site-config.json, the sitemap, robots.txt and the
// Content-Security-Policy follow it; a wrong variable stops the built cli in one line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigFromEnv } from './site-config.js';
import { createSiteServer } from './site-server.js';
import { writeBuiltShell } from './test-support/built-shell.js';

const cli = join(import.meta.dirname, '..', 'dist', 'cli.js');

// The server entry renders what the apps' bundles read as they load: the global the server sets.
const entrySource = `export async function renderPage() {
    const config = globalThis[Symbol.for('@staycompliant/site-config')];
    return { head: '<title>Home</title>', body: '<main><a href="' + config.siteUrl + '/">home</a></main>', complete: true };
  }
  export const headAfterPaintElement = () => '';\n`;

const config = siteConfigFromEnv({
  SITE_URL: 'https://staging.sentinel.example',
  SUPABASE_URL: 'https://backend.sentinel.example',
  SUPABASE_ANON_KEY: 'sentinel-anon-key-0123456789',
  FEED_PROXY_URL: 'https://feed-proxy.sentinel.example/api.json',
  BRAND_NAME: 'Sentinel </script><script>alert(1)</script> & Co',
});

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-config-files-'));
  const shellDist = writeBuiltShell(root, {
    routes: [
      { path: '/', noindex: false },
      { path: '/admin', noindex: true },
    ],
    entrySource,
  });
  writeFileSync(join(shellDist, 'sitemap-paths.json'), JSON.stringify(['/', '/services/a&b']));
  app = await createSiteServer({ root, siteConfig: config });
});

afterAll(async () => {
  await app?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the run-time configuration', () => {
  it('is in every page, as data no value can close, and the server render read it', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const element = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(page.body);
    expect(JSON.parse(element?.[1] ?? 'null')).toEqual(config);
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).toContain('href="https://staging.sentinel.example/"');
  });

  it('answers /site-config.json with an ETag, no-cache, and 304 when the client has it', async () => {
    const first = await app.inject({ method: 'GET', url: '/site-config.json?<script>=1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual(config);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/site-config.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ method: 'GET', url: '/site-config.json', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/site-config.json', payload: 'x' })).statusCode).toBe(405);
  });

  it('gives the sitemap and robots.txt on the configured site URL', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://staging.sentinel.example/',
      'https://staging.sentinel.example/services/a&amp;b',
    ]);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(/^Sitemap: https:\/\/staging\.sentinel\.example\/sitemap\.xml$/m);
    expect(robots.body).toMatch(/^Disallow: \/admin\/$/m);
  });

  it('gives the Content-Security-Policy its backend and feed proxy', async () => {
    const policy = String((await app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy']);
    expect(policy).toMatch(/connect-src 'self' https:\/\/backend\.sentinel\.example https:\/\/feed-proxy\.sentinel\.example;/);
    expect(policy).toMatch(/img-src 'self' data: https:\/\/backend\.sentinel\.example;/);
  });
});

describe.skipIf(!existsSync(cli))('the built cli, given a wrong variable', () => {
  it.each([
    ['SITE_URL', 'staging.example'],
    ['SUPABASE_URL', 'javascript:alert(1)'],
    ['BRAND_EMAIL', 'not an address'],
  ])('%s=%j: stops before it listens, with one line naming it', (name, value) => {
    const run = spawnSync(process.execPath, [cli], {
      env: { ...process.env, SITE_ROOT: root, PORT: '0', [name]: value },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toMatch(/^Site: /m);
    // supabase-js warns about Node 20 as it loads, before the configuration is read.
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.includes('supabase-js'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^The site server did not start: ${name} must be `));
    expect(lines[0]).not.toContain(value);
  });
});

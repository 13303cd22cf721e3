// The site server's front door on the repository's real builds (docs/architecture/site-server.md, "The site
// server"), reached in-process with fastify.inject(): files that are not the site's, the cache that
// cannot be used against the site, and the pages that stay as they are. Run alone, build first
// (`npm run build`), or these tests are skipped with the list of what is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltSiteServer, missingBuilds, repositoryRoot as root } from './test-support/built-site.js';

const { missing, skipped } = missingBuilds('front-door.test.ts');

let app: FastifyInstance;
/** The start of each file those URLs aim at, where it exists here. */
const secrets = [
  join(root, 'mfe-contact', 'dist', 'server', 'manifest.json'),
  join(root, 'shell', 'dist', 'server', 'manifest.json'),
  join(root, 'shell', 'dist', '.build-inputs'),
  join(root, 'node_modules', 'react', 'package.json'),
  join(root, 'package.json'),
]
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8').slice(0, 60));
const get = (url: string) => app.inject({ method: 'GET', url });

describe.skipIf(missing.length > 0)(`the site server's front door on the built site${skipped}`, () => {
  beforeAll(async () => {
    // Vitest's other files share this machine's cores with this process: no load shedding here
    // (load-shedding.test.ts tests it), or a slow moment answers 503 to a test of routing.
    app = await createBuiltSiteServer({ pages: { concurrentRenders: 2, maxRendersInFlight: 64 }, maxEventLoopDelayMs: 0 });
  });
  afterAll(() => app?.close());

  it.each([
    '//server/manifest.json',
    '/remotes/contact/%73erver/manifest.json',
    '/remotes/contact/server/manifest.json',
    '/server/manifest.json',
    '/.build-inputs',
    '/%2ebuild-inputs',
    '/remotes/contact/.build-inputs',
    '//node_modules/react/package.json',
    '/%6eode_modules/react/package.json',
    '/node_modules/react/package.json',
    '//node_modules/@staycompliant/site-config/src/site-config.ts',
    '/remotes/contact/../../package.json',
    '/remotes/contact/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
  ])('answers %s with 404 and none of the file', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    for (const file of secrets) expect(response.body).not.toContain(file);
  });

  it('serves the builds’ own files: the shell’s, a remote’s entry, and the compressed copy in place of a file', async () => {
    // Federation's shared chunks sit in folders named for their scoped package (an @ in the name).
    const scoped = readdirSync(join(root, 'shell', 'dist', 'assets'), { recursive: true, encoding: 'utf8' }).find((file) =>
      /^__federation_shared_@[^/]+\/.+\.js$/.test(file),
    );
    expect(scoped).toBeDefined();
    for (const url of [`/assets/${scoped}`, `/assets/${encodeURI(scoped ?? '')}`, `/assets/${scoped?.replace('@', '%40')}`]) {
      const chunk = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toContain('immutable');
    }
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    expect((await get('/remotes.json')).json()).toHaveProperty('contact');
    const entry = await app.inject({ method: 'GET', url: '/remotes/contact/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a page 200 after a flood of invented query strings and a miss under /remotes/ for its path', async () => {
    expect((await get('/pricing')).statusCode).toBe(200);
    const started = performance.now();
    for (let n = 0; n < 400; n += 1) expect((await get(`/?x=${n}`)).statusCode).toBe(200);
    console.log(`400 invented query strings on /: ${(performance.now() - started).toFixed(0)} ms`);
    for (const url of ['/remotes/contact/pricing', '/remotes/marketing/about', '/remotes/contact/pricing/', '/assets/pricing']) {
      const miss = await get(url);
      expect(miss.statusCode).toBe(404);
      expect(miss.headers['content-type']).toMatch(/^text\/plain/);
    }
    for (const url of ['/pricing', '/about', '/']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1');
    }
  }, 60_000);

  it('renders a page once for all the query strings its route does not read', async () => {
    const first = await get('/about?utm_source=a');
    const second = await get('/about?x=1&y=2');
    expect(second.body).toBe(first.body);
    const tab = await get('/pricing?tab=legal&x=1');
    expect(tab.body).toMatch(/aria-selected="true"[^>]*>Legal</);
  });

  it('answers an unknown path with the 404 page, and never stores it under a real page', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page not found');
    expect((await get('/about')).statusCode).toBe(200);
  });
});

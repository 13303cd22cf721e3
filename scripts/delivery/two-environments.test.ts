import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevBackend } from '../../packages/dev-backend/src/index';
import { freePort } from './free-port.mjs';
import { releaseBuildsInPlace } from './release-environment.mjs';
import { startSiteServerProcess, untilReady } from './site-server-process.mjs';

// One release, two environments (docs/architecture/operations.md, "Configuration at run time"): the release
// folder `npm run release` lays out, served unchanged by two site servers, each with its own
// configuration and its own local backend. Each page names its own site and backend, and each
// site's enquiry lands in its own backend. Nothing is built: the release's files are the same
// before and after.

const root = join(import.meta.dirname, '..', '..');
const environments = [
  { name: 'staging', siteUrl: 'https://staging.two-environments.example' },
  { name: 'production', siteUrl: 'https://www.two-environments.example' },
];

/** Every file of a folder with its size and modification time: what a build would change. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = statSync(join(dir, file));
    if (stat.isFile()) files.set(file, `${stat.size}:${stat.mtimeMs}`);
  }
  return files;
}

interface Environment {
  name: string;
  siteUrl: string;
  backend: DevBackend;
  dataDir: string;
  url: string;
  stop(): Promise<unknown>;
}

describe('one release served in two environments', () => {
  let release: { dir: string };
  let before: Map<string, string>;
  const running: Environment[] = [];

  beforeAll(async () => {
    release = releaseBuildsInPlace();
    before = filesOf(release.dir);
    const { startDevBackend } = (await import(
      pathToFileURL(join(root, 'packages/dev-backend/dist/index.js')).href
    )) as typeof import('../../packages/dev-backend/src/index');
    for (const { name, siteUrl } of environments) {
      const dataDir = mkdtempSync(join(tmpdir(), `two-environments-${name}-`));
      const backend = await startDevBackend({ port: 0, dataDir, quiet: true, edgeFunctions: false });
      const port = await freePort();
      const site = await startSiteServerProcess({
        port,
        env: {
          SITE_ENVIRONMENT: release.dir,
          SITE_URL: siteUrl,
          SUPABASE_URL: backend.url,
          SUPABASE_ANON_KEY: backend.anonKey,
          SITE_PROXY_SECRET: backend.siteProxySecret,
          BRAND_NAME: `StayCompliant ${name}`,
          SITE_DRAIN_DELAY_MS: '0',
          SITE_LOG_LEVEL: 'warn',
        },
      });
      const url = `http://127.0.0.1:${port}`;
      running.push({ name, siteUrl, backend, dataDir, url, stop: () => site.stop() });
      await untilReady(url);
    }
  }, 240_000);

  afterAll(async () => {
    for (const environment of running) {
      await environment.stop();
      await environment.backend.stop();
      rmSync(environment.dataDir, { recursive: true, force: true });
    }
    if (release) rmSync(release.dir, { recursive: true, force: true });
  });

  it('each page names its own site in canonical and carries its own configuration', async () => {
    for (const { name, siteUrl, backend, url } of running) {
      const html = await (await fetch(`${url}/contact`)).text();
      expect(html, name).toContain(`<link rel="canonical" href="${siteUrl}/contact"`);
      const element = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
      expect(JSON.parse(element), name).toMatchObject({ siteUrl, brand: { name: `StayCompliant ${name}` }, backend: { url: backend.url } });
      const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
      expect(sitemap, name).toContain(`<loc>${siteUrl}/pricing</loc>`);
      const policy = (await fetch(`${url}/`)).headers.get('content-security-policy') ?? '';
      expect(policy, name).toContain(`connect-src 'self' ${new URL(backend.url).origin}`);
    }
  });

  it("each site's enquiry lands in its own backend, and in no other", async () => {
    const emails = running.map(({ name }) => `two-environments.${name}.${Date.now()}@example.com`);
    for (const [index, { url, siteUrl, name }] of running.entries()) {
      const answer = await fetch(`${url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteUrl, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams([
          ['name', `Visitor of ${name}`],
          ['email', emails[index] ?? ''],
          ['company_size', 'less than 10'],
          ['services_interested', 'Legal Services'],
          ['description', `An enquiry sent to the ${name} site.`],
        ]).toString(),
      });
      expect(answer.status, name).toBe(303);
      expect(answer.headers.get('location'), name).toBe('/contact/sent');
    }
    for (const [index, { backend, name }] of running.entries()) {
      const rows = await backend.sql<{ email: string }>('select email from public.contact_submissions order by email');
      expect(
        rows.map((row) => row.email),
        name,
      ).toEqual([emails[index]]);
    }
  });

  it('nothing was built or changed in the release between them', () => {
    expect(filesOf(release.dir)).toEqual(before);
  });
});

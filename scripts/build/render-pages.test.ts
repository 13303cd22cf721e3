// `npm run render-pages` against the real build, into a temporary folder. `npm test` builds first;
// run alone, build first (`npm run build`), or this is skipped with what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesToRender } from './render-pages.mjs';

const root = join(import.meta.dirname, '..', '..');
const needed = [
  'packages/site-server/dist/index.js',
  'shell/dist/sitemap-paths.json',
  'shell/dist/server/manifest.json',
  'mfe-pricing/dist/server/manifest.json',
];
const missing = needed.filter((file) => !existsSync(join(root, file)));
const skipped = missing.length ? ` (skipped: build first, npm run build; missing ${missing.join(', ')})` : '';

const environment = { SITE_URL: 'https://static.render-pages.example', BRAND_NAME: 'Static Brand' };

describe.skipIf(missing.length > 0)(`render-pages${skipped}`, () => {
  let out: string;
  let run: ReturnType<typeof spawnSync>;

  beforeAll(() => {
    out = join(mkdtempSync(join(tmpdir(), 'render-pages-')), 'pages');
    run = spawnSync(process.execPath, [join(root, 'scripts', 'build', 'render-pages.mjs'), out], {
      cwd: root,
      encoding: 'utf8',
      // The environment the pages are rendered for (README, "Configuration"): the build names none.
      env: { ...process.env, ...environment },
      timeout: 60_000,
    });
  }, 70_000);
  afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

  it('writes every page and says how many, and how long it took', () => {
    expect(run.status, String(run.stderr)).toBe(0);
    const count = pagesToRender(root).length;
    expect(String(run.stdout)).toMatch(new RegExp(`Wrote ${count} pages .* in \\d+\\.\\d s\\.`));
    for (const { file } of pagesToRender(root)) expect(existsSync(join(out, file)), file).toBe(true);
  });

  it('writes the home page, the pricing page and the 404 page as the server renders them', () => {
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<div id="root"><');
    const pricing = readFileSync(join(out, 'pricing', 'index.html'), 'utf8');
    expect(pricing).toContain('<title>Pricing | Static Brand</title>');
    expect(pricing).toMatch(/<h1[^>]*>Pricing<\/h1>/);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toMatch(/Page not found/i);
  });

  it.each(['index.html', 'pricing/index.html', '404.html'])('writes %s with .br and .gz copies of exactly it', (file) => {
    const html = readFileSync(join(out, file));
    expect(brotliDecompressSync(readFileSync(join(out, `${file}.br`))).equals(html)).toBe(true);
    expect(gunzipSync(readFileSync(join(out, `${file}.gz`))).equals(html)).toBe(true);
  });

  it('renders for the environment it runs in: canonical URLs, sitemap.xml, robots.txt and site-config.json name its site', () => {
    const pricing = readFileSync(join(out, 'pricing', 'index.html'), 'utf8');
    expect(pricing).toContain('<link rel="canonical" href="https://static.render-pages.example/pricing"');
    const element = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(pricing)?.[1] ?? '{}';
    expect(JSON.parse(element)).toMatchObject({ siteUrl: environment.SITE_URL, brand: { name: 'Static Brand' } });
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://static.render-pages.example/pricing</loc>');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://static.render-pages.example/sitemap.xml');
    expect(JSON.parse(readFileSync(join(out, 'site-config.json'), 'utf8'))).toMatchObject({ siteUrl: environment.SITE_URL });
  });
});

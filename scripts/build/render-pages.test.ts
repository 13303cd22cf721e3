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
  'shell/dist/sitemap.xml',
  'shell/dist/server/manifest.json',
  'mfe-pricing/dist/server/manifest.json',
];
const missing = needed.filter((file) => !existsSync(join(root, file)));
const skipped = missing.length ? ` (skipped: build first, npm run build; missing ${missing.join(', ')})` : '';

describe.skipIf(missing.length > 0)(`render-pages${skipped}`, () => {
  let out: string;
  let run: ReturnType<typeof spawnSync>;

  beforeAll(() => {
    out = join(mkdtempSync(join(tmpdir(), 'render-pages-')), 'pages');
    run = spawnSync(process.execPath, [join(root, 'scripts', 'build', 'render-pages.mjs'), out], {
      cwd: root,
      encoding: 'utf8',
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
    expect(pricing).toContain('<title>Pricing | StayCompliant</title>');
    expect(pricing).toMatch(/<h1[^>]*>Pricing<\/h1>/);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toMatch(/Page not found/i);
  });

  it.each(['index.html', 'pricing/index.html', '404.html'])('writes %s with .br and .gz copies of exactly it', (file) => {
    const html = readFileSync(join(out, file));
    expect(brotliDecompressSync(readFileSync(join(out, `${file}.br`))).equals(html)).toBe(true);
    expect(gunzipSync(readFileSync(join(out, `${file}.gz`))).equals(html)).toBe(true);
  });
});

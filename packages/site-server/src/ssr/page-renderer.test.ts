// The page renderer against the repository's real builds: shell/dist and mfe-*/dist with their
// server bundles, rendered by the built site server (packages/site-server/dist), as `npm start` and
// `npm run render-pages` run it. `npm test` builds everything first; run alone, build first
// (`npm run build`), or these tests are skipped with the list of what is missing.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteNames } from '@staycompliant/contracts/remote-entry-map';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { compressPage as CompressPage, createPageCache as CreatePageCache } from './page-cache.js';
import type { createPageRenderer as CreatePageRenderer } from './page-renderer.js';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const builtRenderer = join(root, 'packages', 'site-server', 'dist', 'ssr', 'page-renderer.js');
const builtCache = join(root, 'packages', 'site-server', 'dist', 'ssr', 'page-cache.js');
const pricingServer = join(root, 'mfe-pricing', 'dist', 'server');
const needed = [
  builtRenderer,
  join(root, 'shell', 'dist', 'index.html'),
  join(root, 'shell', 'dist', 'remotes.json'),
  join(root, 'shell', 'dist', 'server', 'manifest.json'),
  join(pricingServer, 'manifest.json'),
  join(pricingServer, 'client-assets.json'),
];
const missing = needed.filter((file) => !existsSync(file)).map((file) => file.slice(root.length + 1));
const skipped = missing.length ? ` (skipped: build first, npm run build; missing ${missing.join(', ')})` : '';
if (skipped) console.warn(`page-renderer.test.ts${skipped}`);

/**
 * The built renderer, imported by Node itself (vitest.config.ts externalizes packages/site-server/dist):
 * the remotes' server bundles import react and the UI kit by name, which only its module hook
 * (shared-modules-hook.ts) resolves to the shell's copies.
 */
const nativeImport = <T>(file: string) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<T>;

type Renderer = ReturnType<typeof CreatePageRenderer>;
let createPageRenderer: typeof CreatePageRenderer;
let createPageCache: typeof CreatePageCache;
let compressPage: typeof CompressPage;
let renderer: Renderer;

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const pageState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    modules: [string, string][];
    nearViewport?: [string, string][];
  };
/** Each tab's label → whether it is the selected one. */
const tabs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<button[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((match) => [
      match[2],
      match[1] === 'true',
    ]),
  );

describe.skipIf(missing.length > 0)(`the page renderer on the built site${skipped}`, () => {
  beforeAll(async () => {
    ({ createPageRenderer } = await nativeImport<{ createPageRenderer: typeof CreatePageRenderer }>(builtRenderer));
    ({ createPageCache, compressPage } = await nativeImport<{ createPageCache: typeof CreatePageCache; compressPage: typeof CompressPage }>(
      builtCache,
    ));
    renderer = createPageRenderer(root);
  });

  describe('/pricing', () => {
    let html: string;
    beforeAll(async () => {
      ({ html } = await renderer.render('/pricing'));
    });

    it('is the pricing page, rendered by the pricing remote inside the shell', () => {
      expect(mainOf(html)).toMatch(/<h1[^>]*>Pricing<\/h1>/);
      expect(html).toContain('<div data-remote="pricing"');
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
    });

    it("has the route's title, description and canonical link in <head>", () => {
      const head = headOf(html);
      expect(head).toContain('<title>Pricing | StayCompliant</title>');
      expect(head).toMatch(/<meta name="description" content="Indicative prices[^"]*"\/?>/);
      expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/pricing"\/?>/);
      expect(head.match(/<title>/g)).toHaveLength(1);
    });

    it("carries the remote's stylesheet and hints its scripts (inert until the page has painted), as its client-assets.json lists them", () => {
      const head = headOf(html);
      const assets = JSON.parse(readFileSync(join(pricingServer, 'client-assets.json'), 'utf8'))['./PricingPage'] as {
        scripts: string[];
        styles: string[];
      };
      expect(assets.styles.length).toBeGreaterThan(0);
      for (const file of assets.styles) {
        // Inlined, named by its URL (ssr/inline-styles.ts), or linked.
        expect(head).toMatch(new RegExp(`(data-href|<link rel="stylesheet" href)="/remotes/pricing/${file.replace(/[.]/g, '\\.')}"`));
      }
      const hints = /<template id="head-after-paint">(.*?)<\/template>/.exec(head)?.[1] ?? '';
      for (const file of assets.styles) expect(hints).toContain(`<link rel="stylesheet" href="/remotes/pricing/${file}">`);
      expect(hints).toContain('<link rel="modulepreload" fetchpriority="low" href="/remotes/pricing/remoteEntry.js">');
      // The versions the shell reads before it mounts the remote, fetched beside it.
      expect(hints).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/remotes/pricing/build-manifest.json">',
      );
      for (const file of assets.scripts)
        expect(hints).toContain(`<link rel="modulepreload" fetchpriority="low" href="/remotes/pricing/${file}">`);
    });

    it("links the stylesheet of the footer's part, whose code loads near the viewport, and hints none of its files", () => {
      expect(pageState(html).nearViewport).toContainEqual(['contact', './NewsletterForm']);
      const hints = /<template id="head-after-paint">(.*?)<\/template>/.exec(headOf(html))?.[1] ?? '';
      expect(hints).toMatch(/<link rel="stylesheet" href="\/remotes\/contact\/[^"]+\.css">/);
      expect(hints).not.toMatch(/<link rel="(modulepreload|preload)"[^>]*href="\/remotes\/contact\//);
    });

    it('names the remote modules it rendered in the page state, for the browser to load before hydrating', () => {
      expect(pageState(html).modules).toContainEqual(['pricing', './PricingPage']);
    });

    it('selects the first tab without a query', () => {
      expect(tabs(html)).toMatchObject({ Incorporation: true, Legal: false });
    });
  });

  it('names the remotes each page asked for, when pages of different remotes render at once', async () => {
    const remotesOf = (page: { sources: { remotes: readonly { name: string }[] } }) => page.sources.remotes.map(({ name }) => name);
    const [pricing, about, services] = await Promise.all(['/pricing', '/about', '/services/legal'].map((url) => renderer.render(url)));
    expect(remotesOf(pricing!)).toContain('pricing');
    expect(remotesOf(about!)).toContain('marketing');
    expect(remotesOf(about!)).not.toContain('pricing');
    expect(remotesOf(services!)).toContain('marketing');
    expect(remotesOf(services!)).not.toContain('pricing');
  });

  it('/pricing?tab=legal has the Legal tab selected', async () => {
    const { html } = await renderer.render('/pricing?tab=legal');
    expect(tabs(html)).toMatchObject({ Incorporation: false, Legal: true });
  });

  it("gives the cached page until a build's server module index changes", async () => {
    const pages = createPageCache();
    const url = '/pricing';
    const first = renderer.version();
    expect(pages.get(url, first)).toBeUndefined();
    const rendered = await renderer.render(url);
    expect(rendered.version).toBe(first);
    const cached = await compressPage(200, rendered.html);
    expect(pages.set(url, rendered.version, cached)).toBe(true);
    expect(pages.get(url, renderer.version())).toBe(cached);

    // A new build of the pricing remote, as far as the stamp can tell.
    const moduleIndex = join(pricingServer, 'manifest.json');
    const { atime, mtime } = statSync(moduleIndex);
    utimesSync(moduleIndex, atime, new Date(mtime.getTime() + 60_000));
    try {
      const next = renderer.version();
      expect(next).not.toBe(first);
      expect(pages.get(url, next)).toBeUndefined();
      const again = await renderer.render(url);
      expect(again.version).toBe(next);
      const page = await compressPage(200, again.html);
      expect(pages.set(url, again.version, page)).toBe(true);
      expect(pages.get(url, renderer.version())).toBe(page);
    } finally {
      utimesSync(moduleIndex, atime, mtime);
    }
  });

  describe('a remote built for a React the shell does not have', () => {
    let site: string;
    beforeAll(() => {
      // The real shell, pricing and contact (the footer's newsletter form) builds, but pricing's
      // manifest accepts React 20 only.
      site = mkdtempSync(join(tmpdir(), 'page-renderer-skew-'));
      for (const [from, to] of [
        ['shell', 'shell'],
        ['mfe-pricing', 'mfe-pricing'],
        ['mfe-contact', 'mfe-contact'],
      ] as const) {
        mkdirSync(join(site, to, 'dist'), { recursive: true });
        for (const name of readdirSync(join(root, from, 'dist'))) {
          if (name !== 'build-manifest.json') symlinkSync(join(root, from, 'dist', name), join(site, to, 'dist', name));
        }
      }
      const copy = (app: string) => readFileSync(join(root, app, 'dist', 'build-manifest.json'), 'utf8');
      writeFileSync(join(site, 'shell', 'dist', 'build-manifest.json'), copy('shell'));
      writeFileSync(join(site, 'mfe-contact', 'dist', 'build-manifest.json'), copy('mfe-contact'));
      const pricing = JSON.parse(copy('mfe-pricing'));
      pricing.shared.react = { version: '20.0.0', range: '^20.0.0' };
      writeFileSync(join(site, 'mfe-pricing', 'dist', 'build-manifest.json'), JSON.stringify(pricing));
    });
    afterAll(() => rmSync(site, { recursive: true, force: true }));

    it('renders the notice in its area, loads none of its code, and says why once', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const skewed = createPageRenderer(site);
        const { html, complete } = await skewed.render('/pricing');
        await skewed.render('/pricing?tab=legal');
        expect(complete).toBe(true);
        expect(html).toMatch(/<header[\s>]/);
        expect(mainOf(html)).toContain('This part of the page is being updated.');
        expect(mainOf(html)).not.toMatch(/<h1[^>]*>Pricing<\/h1>/);
        expect(pageState(html).modules).toEqual([]);
        expect(html).not.toContain('/remotes/pricing/');
        const lines = logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('not mounted'));
        expect(lines).toEqual([
          expect.stringMatching(
            /^pricing is not mounted: pricing \S+ accepts react \^20\.0\.0 \(built with 20\.0\.0\); the shell \(\S+\) has react 19\./,
          ),
        ]);
      } finally {
        logged.mockRestore();
      }
    });
  });

  describe('a remote it cannot render', () => {
    let site: string;
    beforeAll(() => {
      // A site whose shell is the real build, but whose remotes.json names other places for pricing.
      site = mkdtempSync(join(tmpdir(), 'page-renderer-'));
      const shellDist = join(site, 'shell', 'dist');
      mkdirSync(shellDist, { recursive: true });
      for (const name of readdirSync(join(root, 'shell', 'dist'))) {
        if (name !== 'remotes.json') symlinkSync(join(root, 'shell', 'dist', name), join(shellDist, name));
      }
    });
    afterAll(() => rmSync(site, { recursive: true, force: true }));

    it.each([
      ['not deployed on this server', 'https://cdn.example/remotes/pricing/9.9.9/remoteEntry.js'],
      // /remotes/pricing/ is served from this site's mfe-pricing/dist, which it does not have.
      ['whose build is missing here', '/remotes/pricing/remoteEntry.js'],
    ])('still gives the page (%s): the shell, with the route placeholder', async (_what, entry) => {
      const entries = Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/remoteEntry.js`]));
      writeFileSync(join(site, 'shell', 'dist', 'remotes.json'), JSON.stringify({ ...entries, pricing: entry }));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const { html } = await createPageRenderer(site).render('/pricing');
        expect(headOf(html)).toContain('<title>Pricing | StayCompliant</title>');
        expect(html).toMatch(/<header[\s>]/);
        const main = mainOf(html);
        expect(main).toContain('role="status"');
        expect(main).toContain('Loading the page…');
        expect(main).not.toMatch(/<h1[^>]*>Pricing<\/h1>/);
        expect(html).not.toContain('data-href="/remotes/pricing/');
        // The shell says why, in the server's log.
        expect(logged.mock.calls.flat().join(' ')).toMatch(/pricing/i);
      } finally {
        logged.mockRestore();
      }
    });
  });
});

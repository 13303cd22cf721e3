#!/usr/bin/env node
// Renders every route of the built site in Chromium and saves its HTML to .prerender/, so a visitor
// (or a crawler without JavaScript) gets the page's real content at once. The shell then renders
// the same route out of sight and takes over (shell/src/boot/prerendered-page.ts).
// Run after `pnpm -r build`; re-run after deploying any app.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './pnpm-runtime.mjs';
import { ensureBackend } from './prerender-backend.mjs';
import { chromiumPath } from './system-packages.mjs';

// A folder laid out as the repository is (shell/dist, mfe-<name>/dist); the bench passes the
// single-bundle variant's.
const siteRoot = process.argv[2] ?? root;
const outDir = join(siteRoot, '.prerender');
const shellDist = join(siteRoot, 'shell', 'dist');

/** The pages to render: the sitemap's, the noindex routes, and the 404 page. */
function pagesToRender() {
  const sitemap = readFileSync(join(shellDist, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const routes = JSON.parse(readFileSync(join(shellDist, 'routes.json'), 'utf8'));
  const unlisted = routes.filter((route) => route.noindex && !route.path.includes(':')).map((route) => route.path);
  return [...listed.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path}/index.html` })),
    ...unlisted.map((path) => ({ path, file: `${path}/index.html` })),
    { path: '/__not-found__', file: '404.html' }];
}

/**
 * Marks what the shell replaces at boot, preloads the fonts the page used (a font that arrives after
 * the first paint shifts the text it swaps in), and starts the app after the first paint
 * (shell/public/app-after-paint.js) with the app's and the route's remote modules hinted then.
 */
function finishDocument({ firstViewScripts, firstViewStyles, fonts }) {
  document.getElementById('root')?.setAttribute('data-prerendered', '');
  // Remotes add their stylesheets with absolute URLs; the page is served from another origin later.
  for (const element of document.querySelectorAll('link[href], script[src], img[src]')) {
    const attribute = element.hasAttribute('href') ? 'href' : 'src';
    const url = new URL(element.getAttribute(attribute), location.href);
    if (url.origin === location.origin) element.setAttribute(attribute, url.pathname + url.search);
  }
  // The route's title comes first; index.html's own would be a second <title> in the page.
  for (const title of Array.from(document.head.querySelectorAll('title')).slice(1)) title.remove();
  const hoisted = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
  for (const element of document.head.querySelectorAll(hoisted)) element.setAttribute('data-prerendered-head', '');
  for (const href of fonts) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' });
    document.head.prepend(link);
  }
  // A carousel's offset was measured at the prerender's width; at another width it would show its
  // slides cut off until the app takes over, so the static page starts at the first slide.
  for (const element of document.querySelectorAll('[style*="translate3d"]')) element.style.removeProperty('transform');
  const hints = document.createElement('template');
  hints.id = 'after-paint-hints';
  // Vite's own hints (in index.html) stay; those its preload helper added while lazy parts loaded
  // (as="script") go: the first view does not need those parts.
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"][as="script"]')) link.remove();
  // Stylesheets of parts below the fold (a remote's widget, the footer's form) are fetched after the
  // first paint too, rather than delaying it; without JavaScript, the <noscript> copy links them.
  const laterStyles = Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).filter(
    (link) => !firstViewStyles.includes(link.getAttribute('href')),
  );
  if (laterStyles.length > 0) {
    const noscript = document.createElement('noscript');
    for (const link of laterStyles) {
      noscript.append(link.cloneNode());
      hints.content.append(link);
    }
    document.head.append(noscript);
  }
  const hinted = new Set();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) {
    hinted.add(link.getAttribute('href'));
    hints.content.append(link);
  }
  for (const href of firstViewScripts.filter((script) => !hinted.has(script))) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', href });
    hints.content.append(link);
  }
  const entry = document.head.querySelector('script[type="module"][src]');
  const boot = document.createElement('script');
  Object.assign(boot, { type: 'module', src: '/app-after-paint.js' });
  boot.dataset.appEntry = entry.getAttribute('src');
  entry.replaceWith(hints, boot);
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

/**
 * The stylesheets a visitor's first screen needs: the shell's, and those of the remotes whose parts
 * start within `foldPx` of the top (a remote's stylesheet applies only inside its `[data-remote]`
 * element). At a phone's width the page is taller still, so what is below here is below there too.
 */
function stylesOfTheFirstScreens(foldPx) {
  const remotesNearTheTop = new Set();
  for (const scope of document.querySelectorAll('[data-remote]')) {
    // The scope element is `display: contents`: its children have the boxes.
    const range = document.createRange();
    range.selectNodeContents(scope);
    if (range.getBoundingClientRect().top + window.scrollY < foldPx) remotesNearTheTop.add(scope.dataset.remote);
  }
  return Array.from(document.querySelectorAll('link[rel="stylesheet"]'), (link) => new URL(link.href).pathname).filter((path) => {
    const remote = path.match(/^\/remotes\/([^/]+)\//)?.[1];
    return remote === undefined || remotesNearTheTop.has(remote);
  });
}

const pageSize = { width: 1280, height: 900 };
const firstViewSize = { width: 1280, height: 200 };

async function renderPage(context, url) {
  const page = await context.newPage();
  try {
    const scripts = new Set();
    const fonts = new Set();
    page.on('request', (request) => {
      const { origin, pathname } = new URL(request.url());
      if (origin === new URL(url).origin && pathname.endsWith('.js')) scripts.add(pathname);
      if (pathname.endsWith('.woff2')) fonts.add(pathname);
    });
    // A short window first: the scripts the first view needs, without the parts that load as the
    // visitor scrolls (NearViewport in app-runtime), are the ones the page will hint.
    await page.setViewportSize(firstViewSize);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('#root [aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => {});
    const firstViewScripts = [...scripts];
    // The static page holds every part, so the prerender then scrolls to the end until none waits.
    await page.setViewportSize(pageSize);
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return !document.querySelector('[data-near-viewport="waiting"]');
    }, null, { timeout: 10_000, polling: 100 }).catch(() => {});
    await page.waitForFunction(() => !document.querySelector('#root [aria-busy="true"]'), null, { timeout: 10_000 }).catch(() => {});
    await page.evaluate(() => window.scrollTo(0, 0));
    const firstViewStyles = await page.evaluate(stylesOfTheFirstScreens, 2 * pageSize.height);
    return await page.evaluate(finishDocument, { firstViewScripts, firstViewStyles, fonts: [...fonts] });
  } finally {
    await page.close();
  }
}

async function main() {
  if (!existsSync(chromiumPath)) {
    console.warn(`Prerender skipped: no Chromium at ${chromiumPath}. Pages are served without prerendered HTML.`);
    return;
  }
  const { chromium } = await import('playwright');
  const { startSiteServer } = await import(pathToFileURL(join(root, 'packages/site-server/dist/index.js')).href);
  const backend = await ensureBackend();
  const site = await startSiteServer({ root: siteRoot, port: 0, prerenderDir: null });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // The pages are served from a throwaway port here, an origin the backend's CORS list does not
    // name (the real site's origin is on it): without this, every POST (the logo listing) would be
    // refused and the fallback logos rendered into the page.
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage', '--disable-web-security'],
  });
  rmSync(outDir, { recursive: true, force: true });
  const started = Date.now();
  try {
    const context = await browser.newContext({ viewport: pageSize, reducedMotion: 'reduce' });
    // Nothing outside this machine is fetched. A 204 keeps the page where it is when it navigates
    // away (the /blog redirect), so its own HTML is what gets saved.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204 }));
    const failed = [];
    for (const { path, file } of pagesToRender()) {
      const html = await renderPage(context, `${site.url}${path}`).catch(() => renderPage(context, `${site.url}${path}`)).catch((error) => {
        failed.push(`${path}: ${error.message.split('\n')[0]}`);
        return null;
      });
      if (html === null) continue;
      mkdirSync(join(outDir, file, '..'), { recursive: true });
      writeFileSync(join(outDir, file), html);
      writeCompressedCopies(join(outDir, file), html);
    }
    // A page without a prerendered copy still works (the app renders it), so warn rather than fail.
    for (const failure of failed) console.warn(`Prerender: no copy of ${failure}`);
  } finally {
    await browser.close();
    await site.stop();
    await backend.stop();
  }
  console.log(`Prerendered ${pagesToRender().length} pages into .prerender/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Like every built file (precompressed() in the Vite configs): the server sends these as they are. */
function writeCompressedCopies(file, text) {
  const bytes = Buffer.from(text);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
}

await main();

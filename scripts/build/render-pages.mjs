#!/usr/bin/env node
// `npm run render-pages [folder]`: every page's HTML for the builds that shell/dist/remotes.json names
// now, written into a folder (.pages/ by default) for static hosting: the sitemap's pages, the noindex
// routes without parameters, and 404.html, each with the .br and .gz copies a static host sends as
// they are, and the files that name the environment: sitemap.xml, robots.txt and site-config.json. The
// pages come from the site server's own renderer (packages/site-server), so they are the HTML `npm
// start` serves, with the configuration of this command's environment (README, "Configuration"). Run
// it after `pnpm -r build`, and again on each release of any app and for each environment.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../setup/pnpm-runtime.mjs';

/** The page a URL that matches no route gets; written as 404.html. */
const notFoundPath = '/__not-found__';

/** The sitemap's paths, as the shell's build lists them (without an origin: the environment gives it). */
function sitemapPaths(siteRoot) {
  return JSON.parse(readFileSync(join(siteRoot, 'shell', 'dist', 'sitemap-paths.json'), 'utf8'));
}

/** The pages to write: { path, file } with `file` relative to the output folder. */
export function pagesToRender(siteRoot = root) {
  const shellDist = join(siteRoot, 'shell', 'dist');
  const listed = sitemapPaths(siteRoot);
  const routes = JSON.parse(readFileSync(join(shellDist, 'routes.json'), 'utf8'));
  const unlisted = routes.filter((route) => route.noindex && !route.path.includes(':')).map((route) => route.path);
  const paths = [...new Set([...listed, ...unlisted])];
  return [
    ...paths.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html` })),
    { path: notFoundPath, file: '404.html' },
  ];
}

/** The page and its copies, compressed as the build compresses its files (precompressed() in vite-config). */
function writeWithCopies(file, html) {
  const bytes = Buffer.from(html);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
}

/**
 * React marks a part it could not render on the server (a remote's server bundle missing or failing,
 * a render cut short) with `<!--$!-->`: the page holds that part's placeholder, which the browser fills.
 */
const hasClientRenderedPart = (html) => html.includes('<!--$!-->');

/**
 * Renders every page of `siteRoot` (laid out as the repository: shell/dist, mfe-<name>/dist) into
 * `outDir`, replacing it whole once every page is written. Returns what it wrote.
 */
export async function renderPages({ siteRoot = root, outDir = join(root, '.pages') } = {}) {
  const started = Date.now();
  const serverEntry = join(root, 'packages', 'site-server', 'dist', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`${relative(process.cwd(), serverEntry)} is missing: build first (pnpm -r build).`);
  if (!existsSync(join(siteRoot, 'shell', 'dist', 'server', 'manifest.json'))) {
    throw new Error(`${join(siteRoot, 'shell', 'dist', 'server')} is missing: build the shell first (pnpm -r build).`);
  }
  const { createPageRenderer, robotsTxt, siteConfigFromEnv, sitemapXml } = await import(pathToFileURL(serverEntry).href);
  // The environment's configuration, checked as the site server checks it (a wrong value throws its one line).
  const config = siteConfigFromEnv(process.env);
  const renderer = createPageRenderer(siteRoot, config);
  const version = renderer.version();
  const pages = pagesToRender(siteRoot);

  // Written beside the folder, then swapped in: a failed run leaves the last complete set in place.
  const partial = `${outDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const withPlaceholders = [];
  try {
    for (const { path, file } of pages) {
      const page = await renderer.render(path);
      if (page.version !== version) throw new Error('A build changed while the pages were being rendered: run render-pages again.');
      if (hasClientRenderedPart(page.html)) withPlaceholders.push(path);
      writeWithCopies(join(partial, file), page.html);
    }
    writeWithCopies(join(partial, 'sitemap.xml'), sitemapXml(config.siteUrl, sitemapPaths(siteRoot)));
    writeWithCopies(join(partial, 'robots.txt'), robotsTxt(config.siteUrl));
    writeWithCopies(join(partial, 'site-config.json'), `${JSON.stringify(config)}\n`);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(partial, outDir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return { pages: pages.length, files: pages.map(({ file }) => file), withPlaceholders, ms: Date.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? join(root, '.pages'));
  try {
    const result = await renderPages({ outDir });
    const where = relative(process.cwd(), outDir) || '.';
    console.log(`Wrote ${result.pages} pages (each with .br and .gz copies) into ${where}/ in ${(result.ms / 1000).toFixed(1)} s.`);
    if (result.withPlaceholders.length > 0) {
      // Still usable (the browser loads what is missing), but not what a release should ship.
      console.error(`Rendered with a placeholder where a remote could not be rendered: ${result.withPlaceholders.join(', ')}`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
  // Done: a render leaves timers behind (the query cache's garbage collection, five minutes), which
  // a server does not mind but would keep this command waiting.
  process.exit();
}

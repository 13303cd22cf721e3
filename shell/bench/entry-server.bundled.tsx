// The server entry of the bench's single-bundle variant (vite.bundled.config.ts, `vite build --ssr`):
// the shell's own renderPage, with every remote's exposed modules imported from their sources at
// build time instead of loaded from the remotes' server bundles. The site server renders its pages
// as it renders the federated site's, so the bench compares two server-rendered sites.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName, ShellServerEntry } from '@staycompliant/contracts';
import { type PageState, renderPage as renderShellPage } from '../src/entry-server';

export { headAfterPaintElement } from '../src/entry-server';

import { loadFromRemote } from '../src/federation/bundled-remote-loader';

/** One chunk of the browser build's .vite/manifest.json. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** dist/: this file is in dist/server/. */
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const rendering = new AsyncLocalStorage<Set<string>>();

/** The bundled loader, noting each module the page renders (for the page state, as the site server does). */
function loadRemote(remote: RemoteName, module: string): Promise<unknown> {
  rendering.getStore()?.add(JSON.stringify([remote, module]));
  return loadFromRemote(remote, module);
}

const readJson = <T,>(file: string) => JSON.parse(readFileSync(join(distDir, '.vite', file), 'utf8')) as T;
let manifests: { chunks: Record<string, ManifestChunk>; filesOfModule: Record<string, string[]> } | undefined;
/**
 * The browser build's chunks (manifest.json), and the files each source module ended up in
 * (ssr-manifest.json): an exposed module merged into a shared chunk has no manifest key of its own.
 */
const manifest = () => {
  manifests ??= { chunks: readJson('manifest.json'), filesOfModule: readJson('ssr-manifest.json') };
  return manifests;
};

/** The source of an exposed module: './PricingPage' is ../mfe-pricing/src/exposes/pricing-page.ts (bundled-remote-loader.ts). */
function sourceOf(remote: string, module: string) {
  const kebab = module.replace(/^\.\//, '').replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`);
  return `../mfe-${remote}/src/exposes/${kebab}.ts`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A stylesheet written into the page, its relative url()s made absolute (they would resolve against the page). */
function inlineStyle(file: string) {
  const href = `/${file}`;
  const css = readFileSync(join(distDir, file), 'utf8')
    .replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote: string, target: string) =>
      /^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)
        ? match
        : `url(${quote}${new URL(target, `https://site.invalid${href}`).pathname}${quote})`,
    )
    .replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${escapeAttribute(href)}">${css}</style>`;
}

/** The manifest keys of `start` and of every chunk it imports statically. */
function staticClosure(chunks: Record<string, ManifestChunk>, start: string[], seen = new Set<string>()): Set<string> {
  for (const key of start) {
    if (seen.has(key) || !chunks[key]) continue;
    seen.add(key);
    staticClosure(chunks, chunks[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * What the federated page gets from client-assets.json, for the modules a page rendered: each one's
 * stylesheets inlined and its chunks hinted, but for those of the app's entry, which index.html has.
 */
function assetTags(modules: PageState['modules']): string {
  const { chunks, filesOfModule } = manifest();
  const ofTheEntry = staticClosure(
    chunks,
    Object.keys(chunks).filter((key) => chunks[key]?.isEntry),
  );
  const files = new Set(
    modules
      .flatMap(([remote, module]) => filesOfModule[sourceOf(remote, module)] ?? [])
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/^\//, '')),
  );
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of staticClosure(
    chunks,
    Object.keys(chunks).filter((key) => files.has(chunks[key]?.file ?? '')),
  )) {
    const chunk = chunks[key];
    if (!chunk || ofTheEntry.has(key)) continue;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) styles.add(file);
  }
  return [
    ...[...styles].map(inlineStyle),
    ...[...scripts].map((file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}">`),
  ].join('');
}

/** The site server's contract (ShellServerEntry, packages/contracts/src/server-rendering.ts); its remote loader goes unused. */
export const renderPage: ShellServerEntry['renderPage'] = async (url, _loadRemote, _modules, signal) => {
  const used = new Set<string>();
  const modules = () => [...used].map((key) => JSON.parse(key) as PageState['modules'][number]);
  const page = await rendering.run(used, () => renderShellPage(url, loadRemote, modules, signal));
  return { ...page, head: page.head + assetTags(modules()) };
};

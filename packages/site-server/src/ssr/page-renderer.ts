import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedModule, RenderedPage, ShellServerEntry } from '@staycompliant/contracts/server-rendering';
import { escapeAttribute, inlineStyles, latinFontPreloads, type PageStylesheet, stylesheetLinks } from './inline-styles.js';
import { classNamesIn } from './page-styles.js';
import { shellVersionParam } from './shared-modules-hook.js';

/** A page as the server sends it. */
export interface RenderedDocument {
  html: string;
  /** A stamp of the builds it came from: any app's new build gives another. */
  version: string;
  /** False when a part of it failed or ran out of time, and the browser renders that part. */
  complete: boolean;
}

interface ServerManifest {
  modules: Record<string, string>;
  shared?: Record<string, string>;
}

interface ExposedModuleAssets {
  scripts: string[];
  styles: string[];
}

/**
 * A shell's server entry as built. A shell built before `complete` existed does not say: its pages
 * count as complete.
 */
interface BuiltShellEntry extends Omit<ShellServerEntry, 'renderPage'> {
  renderPage(...args: Parameters<ShellServerEntry['renderPage']>): Promise<Omit<RenderedPage, 'complete'> & { complete?: boolean }>;
}

/** One remote as remotes.json names it now. */
interface RemoteBuild {
  /** Where the browser loads it from: remoteEntry.js's folder, as a URL path or an absolute URL. */
  publicBase: string;
  /** Its dist/ on this machine, when the entry is one this server serves. */
  dir: string | null;
}

const renderTimeoutMs = 5000;
let hooked = false;

/**
 * Lets the remotes' server bundles import the shell's singletons (shared-modules-hook.ts): once per
 * process, before the first remote module loads. Each import names its shell, so one hook serves
 * every site this process renders.
 */
function registerSharedModules() {
  if (hooked) return;
  register(new URL('./shared-modules-hook.js', import.meta.url));
  hooked = true;
}

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Renders the site's pages on the server from the builds that `remotes.json` names now: the shell's
 * server entry composes the page in one React tree, loading each remote's server module from that
 * remote's dist/server/. Nothing is cached across builds: a page's version is a stamp of every
 * build's server manifest, so `pnpm --filter mfe-pricing build` alone changes what is served.
 */
export function createPageRenderer(root: string) {
  const shellDist = join(root, 'shell', 'dist');
  const shellServerDir = join(shellDist, 'server');
  const rendering = new AsyncLocalStorage<Set<string>>();

  /** Each remote as remotes.json names it now; none when the shell has no remotes.json. */
  function remotesNow(): Record<string, RemoteBuild> {
    const manifestFile = join(shellDist, 'remotes.json');
    if (!existsSync(manifestFile)) return {};
    const manifest = readJson<Record<string, string>>(manifestFile);
    return Object.fromEntries(
      Object.entries(manifest).map(([name, entry]) => {
        const base = entry.slice(0, entry.lastIndexOf('/') + 1);
        // /remotes/<name>/… is served from mfe-<name>/dist/… (site-server.ts).
        const local = /^\/remotes\/([^/]+)\/(.*)$/.exec(base);
        return [name, { publicBase: base, dir: local ? join(root, `mfe-${local[1]}`, 'dist', local[2] ?? '') : null }];
      }),
    );
  }

  /** The stamp of the builds a page would be rendered from now. */
  function version(): string {
    const remotes = remotesNow();
    const files = [
      join(shellDist, 'remotes.json'),
      join(shellDist, 'index.html'),
      join(shellServerDir, 'manifest.json'),
      ...Object.values(remotes).flatMap(({ dir }) =>
        dir ? [join(dir, 'server', 'manifest.json'), join(dir, 'server', 'client-assets.json')] : [],
      ),
    ];
    return files.map(mtime).join(':');
  }

  async function loadRemote(remote: string, module: string, shellEntry: string): Promise<unknown> {
    rendering.getStore()?.add(JSON.stringify([remote, module]));
    const build = remotesNow()[remote];
    if (!build?.dir) throw new Error(`${remote} is not deployed on this server; the browser loads it.`);
    registerSharedModules();
    // The build dist/ points at now, by its real path: Node caches the real path of a symlink it has
    // resolved once, and would look for the new build's files in the old build's folder.
    const serverDir = realpathSync(join(build.dir, 'server'));
    const manifest = readJson<ServerManifest>(join(serverDir, 'manifest.json'));
    const file = manifest.modules[module];
    if (!file) throw new Error(`${remote} has no server module ${module}`);
    const url = pathToFileURL(join(serverDir, file));
    url.searchParams.set(shellVersionParam, shellEntry);
    return import(url.href);
  }

  /** The stylesheets and module hints of the remote modules a page rendered. */
  function remoteAssets(modules: [string, string][]): { styles: PageStylesheet[]; hints: string } {
    const remotes = remotesNow();
    const styles = new Map<string, PageStylesheet>();
    const scripts = new Set<string>();
    for (const [remote, module] of modules) {
      const build = remotes[remote];
      const dir = build?.dir;
      const assetsFile = dir ? join(dir, 'server', 'client-assets.json') : null;
      // A remote not deployed here, or whose build is missing: the browser loads it when it can.
      if (!build || !dir || !assetsFile || !existsSync(assetsFile)) continue;
      const assets = readJson<Record<string, ExposedModuleAssets>>(assetsFile)[module];
      scripts.add(`${build.publicBase}remoteEntry.js`);
      for (const file of assets?.styles ?? []) styles.set(file, { href: `${build.publicBase}${file}`, file: join(dir, file) });
      for (const file of assets?.scripts ?? []) scripts.add(`${build.publicBase}${file}`);
    }
    // The page paints from its HTML, inline styles and font; these modules only hydrate it, and
    // fetched at once they would share a phone's first bandwidth with the font.
    const hints = [...scripts].map((href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`).join('');
    return { styles: [...styles.values()], hints };
  }

  /** The shell's own stylesheets, as index.html links them, inlined with the remotes'. */
  function shellStyles(template: string): { template: string; styles: PageStylesheet[] } {
    const styles: PageStylesheet[] = [];
    const rest = template.replace(/\s*<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"[^>]*>/g, (_link, href: string) => {
      styles.push({ href, file: join(shellDist, href) });
      return '';
    });
    return { template: rest, styles };
  }

  /** The page for `url` (path and query): the shell's index.html with the rendered app in it. */
  async function render(url: string): Promise<RenderedDocument> {
    const stamp = version();
    const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
    const entryFile = readJson<ServerManifest>(join(shellServerDir, 'manifest.json')).modules.entry;
    if (!entryFile) throw new Error(`${shellServerDir}/manifest.json names no entry: build the shell again.`);
    // Its real path, as Node names the modules it imports (dist/ may be a symlink to the build).
    const shellEntry = pathToFileURL(realpathSync(join(shellServerDir, entryFile))).href;
    const { renderPage, headAfterPaintElement } = (await import(shellEntry)) as BuiltShellEntry;
    const modules = new Set<string>();
    const page = await rendering.run(modules, () =>
      renderPage(
        url,
        (remote, module) => loadRemote(remote, module, shellEntry),
        () => [...modules].map((key) => JSON.parse(key) as RenderedModule),
        AbortSignal.timeout(renderTimeoutMs),
      ),
    );
    const rendered = [...modules].map((key) => JSON.parse(key) as [string, string]);
    const shell = shellStyles(template);
    const remote = remoteAssets(rendered);
    const stylesheets = [...shell.styles, ...remote.styles];
    const styles = inlineStyles(stylesheets, classNamesIn(page.body));
    // Inert until shell/src/main.tsx applies them once the page has painted.
    const afterPaint = headAfterPaintElement(stylesheetLinks(stylesheets) + remote.hints);
    const html = shell.template
      .replace(/<title>[^<]*<\/title>/, () => page.head + latinFontPreloads(styles) + styles)
      .replace('</head>', () => `${afterPaint}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
    return { html, version: stamp, complete: page.complete !== false };
  }

  return { render, version };
}

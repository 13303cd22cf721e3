import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FormPostReading,
  PostedFields,
  PostedFormName,
  RenderedModule,
  RenderPageOptions,
} from '@staycompliant/contracts/server-rendering';
import { provideSiteConfig, siteConfigElement } from '@staycompliant/site-config/carriers';
import { readBuildFacts } from '@staycompliant/version-skew/build-facts';
import { type BuildFolders, buildFolders } from '../build-folders.js';
import { type SiteConfig, siteConfigFromEnv } from '../site-config.js';
import { remoteAssets, shellStyles } from './page-assets.js';
import type { PageSources } from './page-cache.js';
import { writePage } from './page-document.js';
import { buildStamp, type RemoteBuild, readRemoteBuilds } from './remote-builds.js';
import { createOnDiskCompatibilityCheck } from './remote-compatibility.js';
import { importRemoteModule, importShellEntry } from './server-modules.js';

/** A page as the server sends it. */
export interface RenderedDocument {
  html: string;
  /** A stamp of the builds it came from: any app's new build gives another. */
  version: string;
  /** False when a part of it failed or ran out of time, and the browser renders that part. */
  complete: boolean;
  /** When the data it shows goes stale (ms since the epoch); undefined when it shows none. */
  freshUntil: number | undefined;
  /** The shell's version and each remote the page rendered a module of, with its version (the CDN's surrogate keys). */
  sources: PageSources;
}

/** The version a build's facts give (build-manifest.json), or null for a build without them. */
const versionIn = (dir: string | null) => (dir ? (readBuildFacts(dir)?.version ?? null) : null);

/** The remotes a page rendered with, with the version of the build each came from. */
function pageSources(shellDir: string, builds: Record<string, RemoteBuild>, remotes: ReadonlySet<string>): PageSources {
  const names = [...remotes].sort();
  return { shell: versionIn(shellDir), remotes: names.map((name) => ({ name, version: versionIn(builds[name]?.dir ?? null) })) };
}

const renderTimeoutMs = 5000;

/**
 * Renders the site's pages on the server from the builds that `remotes.json` names now: the shell's
 * server entry composes the page in one React tree, loading each remote's server module from that
 * remote's dist/server/. Nothing is cached across builds: a page's version is a stamp of every
 * build's server module index, so `pnpm --filter mfe-pricing build` alone changes what is served. A
 * remote the shell cannot serve (its build facts, remote-compatibility.ts) is not imported: its
 * area shows the notice. `config` (by default the environment's, packages/site-config) is what the
 * apps' server bundles read as they load, once per process, and each page carries it for the browser
 * (docs/architecture/operations.md, "Configuration at run time").
 */
export function createPageRenderer(site: BuildFolders | string, config: SiteConfig = siteConfigFromEnv()) {
  // A string is a repository root, rendered from its builds in place.
  const folders = typeof site === 'string' ? buildFolders(site) : site;
  provideSiteConfig(config);
  const configElement = siteConfigElement(config);
  const shellDist = folders.shellDir;
  const ensureCompatible = createOnDiskCompatibilityCheck();
  /**
   * What the render in progress asked for: the remotes (refused or not: switching a refused one on
   * changes the page too) and the modules it loaded, each as JSON of its RenderedModule. Kept in the
   * render's async context, not the loader's closure: the shell's loader is one global, which the
   * next render to start replaces while this one still loads.
   */
  const rendering = new AsyncLocalStorage<{ remotes: Set<string>; modules: Set<string> }>();

  /** The stamp of the builds a page would be rendered from now. */
  const version = () => buildStamp(folders);

  async function loadRemote(remote: string, module: string, shellEntry: string): Promise<unknown> {
    const build = readRemoteBuilds(folders)[remote];
    const asked = rendering.getStore();
    asked?.remotes.add(remote);
    ensureCompatible(remote, build, shellDist);
    asked?.modules.add(JSON.stringify([remote, module]));
    return importRemoteModule(remote, build, module, shellEntry);
  }

  /**
   * The page for `url` (path and query): the shell's index.html with the rendered app in it.
   * `options.form` renders it with a form posted without JavaScript, its values and messages
   * (docs/architecture/site-server.md, "Forms without JavaScript"): such a page is one visitor's, never cached.
   */
  async function render(url: string, options?: RenderPageOptions): Promise<RenderedDocument> {
    const stamp = version();
    const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
    const shellEntry = await importShellEntry(shellDist);
    const asked = { remotes: new Set<string>(), modules: new Set<string>() };
    const rendered = () => [...asked.modules].map((key) => JSON.parse(key) as RenderedModule);
    const page = await rendering.run(asked, () =>
      shellEntry.entry.renderPage(
        url,
        (remote, module) => loadRemote(remote, module, shellEntry.url),
        rendered,
        AbortSignal.timeout(renderTimeoutMs),
        ...(options?.form ? [{ form: options.form }] : []),
      ),
    );
    const shell = shellStyles(template, shellDist);
    const builds = readRemoteBuilds(folders);
    const remote = remoteAssets(builds, rendered(), page.modulesBeforeHydration);
    const html = writePage({
      template: shell.template,
      page,
      stylesheets: [...shell.styles, ...remote.styles],
      hints: remote.hints,
      configElement,
      headAfterPaintElement: shellEntry.entry.headAfterPaintElement,
    });
    return {
      html,
      version: stamp,
      complete: page.complete !== false,
      freshUntil: page.freshUntil,
      sources: pageSources(shellDist, builds, asked.remotes),
    };
  }

  /**
   * Reads a form posted without JavaScript by the zod schema the browser's form uses, which the
   * shell's server entry bundles (this server runs on Node without TypeScript).
   */
  async function readFormPost<Name extends PostedFormName>(form: Name, fields: PostedFields): Promise<FormPostReading<Name>> {
    const { entry } = await importShellEntry(shellDist);
    if (!entry.readFormPost) throw new Error('The shell was built before readFormPost: rebuild it to take form posts.');
    return entry.readFormPost(form, fields);
  }

  return { render, version, readFormPost };
}

// The repository's real builds served by the built site server in-process, reached with
// fastify.inject() (docs/architecture/site-server.md, "The site server", and
// docs/architecture/tests.md, "Tests"). Run alone, build first
// (`npm run build`), or the tests that need the builds are skipped with the list of what is missing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DevBackend } from '@staycompliant/dev-backend';
import { sitePort } from '@staycompliant/local-ports';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll } from 'vitest';
import { siteConfigFromEnv } from '../site-config.js';
import type { createSiteServer as CreateSiteServer, SiteServerOptions } from '../site-server.js';

export const repositoryRoot = join(import.meta.dirname, '..', '..', '..', '..');
const builtServer = join(repositoryRoot, 'packages', 'site-server', 'dist', 'site-server.js');
const builtBackend = join(repositoryRoot, 'packages', 'dev-backend', 'dist', 'index.js');
const shellDist = join(repositoryRoot, 'shell', 'dist');

/** Imported by Node itself, not Vite: the remotes' server bundles need the built server's module hook. */
const nativeImport = <T>(file: string) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<T>;

/**
 * The builds `file`'s tests need that are not there (the built server, the shell's route table and
 * a remote's server bundle, and `extra`), and the note to put in its describe's title when any is
 * missing; the note is also printed, once.
 */
export function missingBuilds(file: string, extra: string[] = []): { missing: string[]; skipped: string } {
  const needed = [
    builtServer,
    join(shellDist, 'routes.json'),
    join(repositoryRoot, 'mfe-contact', 'dist', 'server', 'manifest.json'),
    ...extra,
  ];
  const missing = needed.filter((path) => !existsSync(path)).map((path) => relative(repositoryRoot, path));
  const skipped = missing.length ? ` (skipped: build first, npm run build; missing ${missing.join(', ')})` : '';
  if (skipped) console.warn(`${file}${skipped}`);
  return { missing, skipped };
}

/**
 * A test's time on the built site: a page waits behind the renders the server starts with (the
 * sitemap's pages, two at a time), which on a busy machine take seconds each.
 */
export const builtSiteTimeout = { timeout: 30_000 };

/**
 * The configuration the built site runs with: this process's environment, on the site's own address
 * (SITE_PORT) unless SITE_URL is set, as `npm start`'s site server takes it (cli.ts).
 */
const builtSiteConfig = siteConfigFromEnv(process.env, `http://127.0.0.1:${sitePort()}`);

/** The built site server over the repository's builds, ready for inject(). */
export async function createBuiltSiteServer(options: Omit<SiteServerOptions, 'root'> = {}): Promise<FastifyInstance> {
  const { createSiteServer } = await nativeImport<{ createSiteServer: typeof CreateSiteServer }>(builtServer);
  const app = await createSiteServer({ root: repositoryRoot, siteConfig: builtSiteConfig, ...options });
  await app.ready();
  return app;
}

/**
 * The origins the site's configuration names for the backend and the feed's proxy (this process's
 * environment, else the local defaults: one local backend), which the server gives its render.
 */
function buildBackendOrigins(): string[] {
  return [...new Set([builtSiteConfig.backend.url, builtSiteConfig.feed.proxyUrl].map((url) => new URL(url).origin))];
}

/**
 * What the remotes' server bundles fetch from the build's backend (the feed, read at request time)
 * goes to `backend` instead: the configuration names the backend of `npm start`, on a fixed port another
 * run may hold. Without one it fails as a backend that is down does, so no test reads another
 * run's backend. Returns the restore.
 */
function routeBuildBackendTo(backend: string | undefined): () => void {
  const origins = buildBackendOrigins();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (!origins.includes(url.origin)) return realFetch(input, init);
    if (!backend) return Promise.reject(new TypeError('fetch failed', { cause: new Error(`no backend in this test for ${url.origin}`) }));
    const target = `${backend}${url.pathname}${url.search}`;
    return input instanceof Request ? realFetch(new Request(target, input), init) : realFetch(target, init);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

interface SiteAnswer {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: string;
}

export interface BuiltSite {
  readonly app: FastifyInstance;
  /** The local backend the site stores posts in and reads the feed from; only with `backend: true`. */
  readonly backend: DevBackend;
  /** GET `path`, once per file: every check of a path reads the same answer. */
  get(path: string): Promise<SiteAnswer>;
  /** The answer to GET `path` parsed as a browser would parse it, once per file. */
  page(path: string): Promise<SiteAnswer & { document: Document }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * `html` parsed by a real HTML parser (jsdom's), no script run. The inline style sheets are left
 * empty: no test reads them, and jsdom parses each sheet it meets, most of a page's parsing time.
 */
export const parseHtml = (html: string): Document =>
  new JSDOM(html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2')).window.document;

/**
 * The built site server, started before the file's tests and closed after them; with `backend`, on
 * a local backend of its own (a fresh data folder, a free port) that it stores the forms' posts in
 * and, in the builds' stead, reads the feed from, as `npm start` wires them.
 */
export function serveBuiltSite({
  backend: withBackend = false,
  site = {},
}: {
  backend?: boolean;
  /** More of the server's options (the CDN's lifetimes, the renders allowed). */
  site?: Omit<SiteServerOptions, 'root' | 'backend'>;
} = {}): BuiltSite {
  let app: FastifyInstance | undefined;
  let backend: DevBackend | undefined;
  let dataDir: string | undefined;
  let restoreFetch: (() => void) | undefined;
  const answers = new Map<string, Promise<SiteAnswer>>();
  const pages = new Map<string, Promise<SiteAnswer & { document: Document }>>();

  beforeAll(
    async () => {
      if (withBackend) {
        const { startDevBackend } = await nativeImport<typeof import('@staycompliant/dev-backend')>(builtBackend);
        dataDir = mkdtempSync(join(tmpdir(), 'built-site-backend-'));
        backend = await startDevBackend({ port: 0, dataDir, quiet: true });
      }
      restoreFetch = routeBuildBackendTo(backend?.url);
      // The server renders the sitemap's pages as it starts: the backend is up before it.
      app = await createBuiltSiteServer({
        ...(backend && { backend: { url: backend.url, anonKey: backend.anonKey, proxySecret: backend.siteProxySecret } }),
        pages: { concurrentRenders: 2, maxRendersInFlight: 64 },
        // Parsing a page in this process holds the event loop as no request does in production: no
        // load shedding here (its own tests are the site server's).
        maxEventLoopDelayMs: 0,
        ...site,
      });
    },
    withBackend ? 120_000 : 60_000,
  );
  afterAll(async () => {
    await app?.close();
    restoreFetch?.();
    await backend?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const started = () => {
    if (!app) throw new Error('The built site is not started: its tests run after beforeAll.');
    return app;
  };
  const get = (path: string) => {
    let answer = answers.get(path);
    if (!answer) {
      answer = started()
        .inject({ method: 'GET', url: path })
        .then((response) => ({ status: response.statusCode, headers: response.headers, body: response.body }));
      answers.set(path, answer);
    }
    return answer;
  };
  return {
    get app() {
      return started();
    },
    get backend() {
      if (!backend) throw new Error('This built site has no backend: serveBuiltSite({ backend: true }).');
      return backend;
    },
    get,
    page(path) {
      let page = pages.get(path);
      if (!page) {
        page = get(path).then((answer) => ({ ...answer, document: parseHtml(answer.body) }));
        pages.set(path, page);
      }
      return page;
    },
    inject: (options) => started().inject(options),
  };
}

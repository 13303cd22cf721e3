import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlFor, revalidate } from './cache-policy.js';
import { createPolicySource } from './content-security-policy.js';
import { createRouteMatcher, type RoutePattern } from './route-patterns.js';
import { securityHeaders } from './security-headers.js';
import { createSignalProxy, type SignalBackend, signalPath } from './signal-proxy.js';
import { siteLayout } from './site-layout.js';
import { compressedPage, createPageCache } from './ssr/page-cache.js';
import { createPageRenderer } from './ssr/page-renderer.js';

export interface SiteServerOptions {
  /** The repository root: shell/dist and each mfe-<name>/dist are served from it. */
  root: string;
  port?: number;
  host?: string;
  /** Where POST /api/signal forwards the tracker's signals; without one they are dropped (202). */
  signalBackend?: SignalBackend;
  /**
   * A release environment (`npm run release`'s folder): the shell's current release, its
   * remotes.json and the remotes' versioned folders are served from it instead of the builds in place.
   */
  environment?: string;
}

export interface RunningSiteServer {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function staticFiles(dir: string): Handler {
  // dev: read the folder on each request, so a remote rebuilt in place is served at once.
  // brotli, gzip: the build's compressed copies (x.js.br, x.js.gz) are sent as they are.
  return sirv(dir, {
    dev: true,
    brotli: true,
    gzip: true,
    etag: true,
    extensions: [],
    dotfiles: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  }) as Handler;
}

export function createSiteHandler(
  root: string,
  { signalBackend, environment }: Pick<SiteServerOptions, 'signalBackend' | 'environment'> = {},
) {
  const layout = siteLayout(root, environment);
  const shellDist = layout.shellDir;
  if (!existsSync(join(shellDist, 'index.html'))) {
    throw new Error(`${shellDist} has no index.html: build the site first (pnpm -r build).`);
  }
  const routes = JSON.parse(readFileSync(join(shellDist, 'routes.json'), 'utf8')) as RoutePattern[];
  const matchRoute = createRouteMatcher(routes);
  const policy = createPolicySource(shellDist, layout.remotesJson);
  const shellFiles = staticFiles(shellDist);
  const remotes = new Map<string, Handler>();
  /** The static files of /remotes/<name>/, for a name the layout has a folder for. */
  function remoteFiles(name: string): Handler | undefined {
    const dir = layout.remotesDir(name);
    if (!dir) return undefined;
    if (!remotes.has(dir)) remotes.set(dir, staticFiles(dir));
    return remotes.get(dir);
  }
  const compress = compression() as unknown as Handler;

  const forwardSignal = createSignalProxy(signalBackend);

  const renderer = createPageRenderer(layout);
  const pages = createPageCache();

  /** The page rendered for this URL from the builds in place now; the bare shell if that fails. */
  async function pageFor(url: string, status: number) {
    try {
      const version = renderer.version();
      warmCache(version);
      const cached = pages.get(url, version);
      if (cached) return cached;
      const page = await renderer.render(url);
      // A page with a part cut short (it failed, its data did not come in time, or it ran out of time
      // on a busy machine) is sent once and not kept: the next request renders it again, whole. One
      // that shows data is kept while that data is fresh.
      if (!page.complete) return compressedPage(status, page.html);
      return pages.set(url, page.version, status, page.html, page.freshUntil);
    } catch (error) {
      // The browser still renders the page (and shows a remote's failure with Retry).
      console.error(`Could not render ${url} on the server:`, error);
      return compressedPage(status, readFileSync(join(shellDist, 'index.html'), 'utf8'));
    }
  }

  /**
   * Renders the sitemap's pages into the cache in the background, once for each set of builds, so a
   * visitor rarely waits for a page's first render (up to a second for the home page).
   */
  let warmedFor: string | undefined;
  function warmCache(version: string) {
    if (version === warmedFor) return;
    warmedFor = version;
    void (async () => {
      for (const route of routes) {
        if (route.noindex || route.path.includes(':') || renderer.version() !== version) continue;
        await pageFor(route.path, 200);
      }
    })();
  }
  warmCache(renderer.version());

  function sendPage(req: IncomingMessage, res: ServerResponse, status: number) {
    const url = req.url ?? '/';
    pageFor(url, status)
      .then((page) => {
        const accepts = req.headers['accept-encoding'] ?? '';
        const encoding = /\bbr\b/i.test(accepts) ? 'br' : /\bgzip\b/i.test(accepts) ? 'gzip' : null;
        const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
        res.writeHead(page.status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': body.length,
          'Cache-Control': revalidate,
          Vary: 'Accept-Encoding',
          ...(encoding && { 'Content-Encoding': encoding }),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        // Not even the shell's index.html could be read: a build is being replaced, or is missing.
        console.error(`Could not send ${url}:`, error);
        if (!res.headersSent)
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate, 'Retry-After': '1' });
        res.end('The site is being updated: try again in a moment.');
      });
  }

  function notFound(req: IncomingMessage, res: ServerResponse) {
    // Files and assets get a bare 404; pages get the shell, which shows its 404 page.
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/remotes/') || pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate });
      res.end('Not found');
      return;
    }
    sendPage(req, res, 404);
  }

  /** An environment's remotes.json, read on each request: pointing an entry back is a rollback. */
  function sendRemotesJson(res: ServerResponse) {
    try {
      const body = readFileSync(layout.remotesJson);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length, 'Cache-Control': revalidate });
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate });
      res.end('Not found');
    }
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy());
    if (new URL(req.url ?? '/', 'http://localhost').pathname === signalPath) {
      void forwardSignal(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    compress(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      // Server bundles (and a release's node_modules beside the shell's) are for this server, not for browsers.
      if (/^\/remotes\/[^/]+\/(.*\/)?server\//.test(pathname) || /^\/(server|node_modules)\//.test(pathname)) return notFound(req, res);
      const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(pathname);
      if (remote) {
        const serve = remoteFiles(remote[1] ?? '');
        if (!serve) return notFound(req, res);
        req.url = remote[2];
        return serve(req, res, () => notFound(req, res));
      }
      if (matchRoute(pathname)) return sendPage(req, res, 200);
      if (pathname === '/remotes.json' && environment) return sendRemotesJson(res);
      shellFiles(req, res, () => notFound(req, res));
    });
  };
}

/** Starts the site server; resolves once it listens. */
export function startSiteServer({
  root,
  port = 4173,
  host = '127.0.0.1',
  signalBackend,
  environment,
}: SiteServerOptions): Promise<RunningSiteServer> {
  const server = createServer(createSiteHandler(root, { signalBackend, environment }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${boundPort}`,
        server,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

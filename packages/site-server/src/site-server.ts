import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlFor, revalidate } from './cache-policy.js';
import { createPolicySource } from './content-security-policy.js';
import { precompressedFile } from './precompressed-file.js';
import { createRouteMatcher, type RoutePattern } from './route-patterns.js';
import { securityHeaders } from './security-headers.js';

export interface SiteServerOptions {
  /** The repository root: shell/dist and each mfe-<name>/dist are served from it. */
  root: string;
  /** Prerendered pages (scripts/prerender.mjs); default <root>/.prerender when it exists. */
  prerenderDir?: string | null;
  port?: number;
  host?: string;
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

/** Remotes by name: every mfe-<name> folder of the repository. */
function remoteFolders(root: string): Map<string, string> {
  return new Map(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
      .map((entry) => [entry.name.slice('mfe-'.length), join(root, entry.name, 'dist')]),
  );
}

export function createSiteHandler(root: string, prerenderDir: string | null = join(root, '.prerender')) {
  const shellDist = join(root, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'index.html'))) {
    throw new Error(`${shellDist} has no index.html: build the site first (pnpm -r build).`);
  }
  const routes = JSON.parse(readFileSync(join(shellDist, 'routes.json'), 'utf8')) as RoutePattern[];
  const matchRoute = createRouteMatcher(routes);
  const policy = createPolicySource(shellDist);
  const shellFiles = staticFiles(shellDist);
  const remotes = new Map([...remoteFolders(root)].map(([name, dir]) => [name, staticFiles(dir)]));
  const compress = compression() as unknown as Handler;

  /** The prerendered page for a path (or the 404 page), when there is one. */
  function prerendered(pathname: string, route?: RoutePattern): string | null {
    if (!prerenderDir) return null;
    const pageFile = (path: string) => (path === '/' ? 'index.html' : join(path.replace(/\/+$/, ''), 'index.html'));
    const candidates = route
      ? [pageFile(pathname), ...(route.prerenderFallback ? [pageFile(route.prerenderFallback)] : [])]
      : ['404.html'];
    const files = candidates.map((file) => join(prerenderDir, file));
    return files.find((file) => file.startsWith(prerenderDir) && existsSync(file)) ?? null;
  }

  function sendPage(req: IncomingMessage, res: ServerResponse, status: number, pathname = '/', route?: RoutePattern) {
    const page = precompressedFile(prerendered(pathname, route) ?? join(shellDist, 'index.html'), req.headers['accept-encoding']);
    const body = readFileSync(page.path);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': revalidate,
      Vary: 'Accept-Encoding',
      ...(page.encoding && { 'Content-Encoding': page.encoding }),
    });
    res.end(body);
  }

  function notFound(req: IncomingMessage, res: ServerResponse) {
    // Files and assets get a bare 404; pages get the shell, which shows its 404 page.
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/remotes/') || pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidate });
      res.end('Not found');
      return;
    }
    sendPage(req, res, 404, pathname);
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy());
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    compress(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const remote = /^\/remotes\/([^/]+)(\/.*)$/.exec(pathname);
      if (remote) {
        const serve = remotes.get(remote[1] ?? '');
        if (!serve) return notFound(req, res);
        req.url = remote[2];
        return serve(req, res, () => notFound(req, res));
      }
      const route = matchRoute(pathname);
      if (route) return sendPage(req, res, 200, pathname, route);
      shellFiles(req, res, () => notFound(req, res));
    });
  };
}

/** Starts the site server; resolves once it listens. */
export function startSiteServer({ root, port = 4173, host = '127.0.0.1', prerenderDir }: SiteServerOptions): Promise<RunningSiteServer> {
  const server = createServer(createSiteHandler(root, prerenderDir === undefined ? join(root, '.prerender') : prerenderDir));
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

import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { createBuildFiles } from './build-files.js';
import { buildFolders } from './build-folders.js';
import { cacheControlFor, revalidate } from './cache-policy.js';
import { type CdnCacheOptions, cdnCache, cdnCacheOptionsFromEnv, privateNoStore, surrogateKeys } from './cdn-cache.js';
import { trustedProxyHops } from './client-address.js';
import { configSources, createPolicySource } from './content-security-policy.js';
import { replyToError } from './error-replies.js';
import { type FeedImagesOptions, feedImagesRoute } from './feed-images.js';
import { type SiteOrigins, siteOriginsFromEnv } from './form-posts/cross-origin.js';
import { formPosts } from './form-posts/form-posts.js';
import { health } from './health.js';
import { createSiteMetrics, type MetricsListenOptions, siteMetrics } from './metrics.js';
import { readJson } from './read-json.js';
import { createRenderLimit, rendersPerMinuteFromEnv } from './render-limit.js';
import { createRouteLabel } from './request-labels.js';
import { type RequestLogOptions, requestLog, requestLogOptions } from './request-log.js';
import { requestTarget } from './request-target.js';
import { createRouteMatcher, pageUrl, type RoutePattern } from './route-patterns.js';
import { securityHeaders } from './security-headers.js';
import { signalRoute } from './signal-proxy.js';
import type { SiteBackend } from './site-backend.js';
import { type SiteConfig, siteConfigFromEnv } from './site-config.js';
import { siteConfigFiles } from './site-config-files.js';
import { etagOf } from './ssr/page-cache.js';
import { createPageRenderer } from './ssr/page-renderer.js';
import { createPageService, type PageServiceOptions } from './ssr/page-service.js';

interface SiteServerTimeouts {
  /** A client that has not sent its whole head by then is dropped. */
  headersMs?: number;
  /** A request (head and body) not received by then is dropped. */
  requestMs?: number;
  /** How often Node looks for connections past those times. */
  checkEveryMs?: number;
  /**
   * An idle kept-alive connection is closed after this; default 72 s, Fastify's, longer than a
   * balancer's idle timeout (docs/architecture/operations.md, "Health, readiness and drain").
   */
  keepAliveMs?: number;
}

export interface SiteServerOptions {
  /** The repository root: shell/dist and each mfe-<name>/dist are served from it. */
  root: string;
  port?: number;
  host?: string;
  /**
   * The backend POST /api/signal forwards the tracker's signals to and the forms posted without
   * JavaScript are stored in; without one signals are dropped (202) and posts answer 503.
   */
  backend?: SiteBackend;
  /**
   * A release environment (`npm run release`'s folder): the shell's current release, its
   * remotes.json and the remotes' versioned folders are served from it instead of the builds in place.
   */
  environment?: string;
  /** Proxies in front of the server whose X-Forwarded-For is believed; default SITE_TRUSTED_PROXY_HOPS, else 0. */
  trustedProxyHops?: number;
  timeouts?: SiteServerTimeouts;
  pages?: PageServiceOptions;
  /** How long shared caches keep a page; default SITE_CDN_MAX_AGE_S and SITE_CDN_STALE_S (cdn-cache.ts). */
  cdn?: CdnCacheOptions;
  /** Renders one client address may cause in a minute (cache misses); default SITE_RENDERS_PER_MINUTE, else 60. */
  rendersPerMinute?: number;
  /** The event loop's delay (ms) past which requests that need work answer 503; 0 turns the check off. */
  maxEventLoopDelayMs?: number;
  /** How often (ms) that delay is measured, as its mean since the last measure; default 1000, under-pressure's own. */
  eventLoopSampleMs?: number;
  /**
   * The site's configuration (packages/site-config): by default the environment's, read as it
   * starts. Every page carries it, `/site-config.json` answers it, and the CSP, the sitemap and
   * `/feed-images` follow it (docs/architecture/operations.md, "Configuration at run time").
   */
  siteConfig?: SiteConfig;
  /** `/feed-images`' bounds, and its origins: by default the configuration's feed.imageOrigins. */
  feedImages?: Partial<FeedImagesOptions>;
  /** The origins whose pages may post the forms; default SITE_URL's and SITE_TRUSTED_ORIGINS, else the request's own Host. */
  siteOrigins?: SiteOrigins;
  /** One JSON line per request (request-log.ts); none without it. */
  log?: RequestLogOptions;
  /** Where `/metrics` is served, on a listener of its own (metrics.ts); none without it. */
  metrics?: MetricsListenOptions;
}

export interface RunningSiteServer {
  url: string;
  server: Server;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** Each page is kept in these encodings; brotli first when a client weighs two alike. */
const pageEncodings = ['br', 'gzip', 'identity'] as const;

/** The encoding a page is sent in, by the request's Accept-Encoding (q-values included); null for none. */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  // Content codings are case-insensitive (RFC 9110, 8.4.1); the negotiator compares them as written.
  const accepts = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const encoding = negotiate(accepts, [...pageEncodings]);
  return encoding === 'identity' ? null : encoding;
}

function bareNotFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', revalidate).type('text/plain; charset=utf-8').send('Not found');
}

/**
 * The site server (docs/architecture/site-server.md, "The site server"): every page rendered on request from
 * the builds `remotes.json` names now and kept in a bounded cache; the builds' files from an
 * allow-list of each build's outputs; /api/signal forwarded to the collector; the feed's pictures
 * from their allowed origins (/feed-images). Every decision is made
 * on the decoded, normalised path (request-path.ts), and every error answers through one handler.
 */
export async function createSiteServer({
  root,
  backend,
  environment,
  trustedProxyHops: hops = trustedProxyHops(),
  timeouts = {},
  pages: pageOptions,
  maxEventLoopDelayMs = 1000,
  eventLoopSampleMs = 1000,
  siteConfig = siteConfigFromEnv(),
  feedImages = {},
  cdn = cdnCacheOptionsFromEnv(),
  rendersPerMinute = rendersPerMinuteFromEnv(),
  siteOrigins = siteOriginsFromEnv(),
  log,
  metrics: metricsListener,
}: SiteServerOptions): Promise<FastifyInstance> {
  const folders = buildFolders(root, environment);
  const shellDir = folders.shellDir;
  if (!existsSync(join(shellDir, 'index.html'))) {
    throw new Error(`${shellDir} has no index.html: build the site first (pnpm -r build).`);
  }
  const routes = readJson<RoutePattern[]>(join(shellDir, 'routes.json'));
  const matchRoute = createRouteMatcher(routes);
  const policy = createPolicySource(shellDir, folders.remotesJson, configSources(siteConfig));
  const served = createBuildFiles();
  const renderer = createPageRenderer(folders, siteConfig);
  const metrics = createSiteMetrics(() => pages.renderQueueDepth());
  const pages = createPageService(metrics.timed(renderer), shellDir, routes, pageOptions);
  const rendersRefused = createRenderLimit({ perMinute: rendersPerMinute });

  const { headersMs = 10_000, requestMs = 30_000, checkEveryMs = 1000, keepAliveMs = 72_000 } = timeouts;
  const serverOptions: FastifyHttpOptions<Server> = {
    // The address `hops` proxies from the socket, as a number does in Fastify (a function, for its types).
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
    bodyLimit: 16 * 1024,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    // close() ends the idle keep-alive connections and lets each busy one finish its request.
    forceCloseConnections: 'idle',
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: checkEveryMs },
    // A malformed URL or content type reaches the same handler as every other error.
    frameworkErrors: (error, request, reply) => replyToError(error, request, reply),
    ...requestLogOptions(log),
  };
  const app = Fastify(serverOptions);
  app.setErrorHandler(replyToError);
  await app.register(requestTarget);
  await app.register(health, { pageKept: pages.pageKept, remotesJson: environment ? folders.remotesJson : undefined });
  const routeLabel = createRouteLabel((path) => matchRoute(path)?.path);
  await app.register(requestLog, { routeLabel });
  await app.register(siteMetrics, { metrics, routeLabel, listen: metricsListener });

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
    // A feed picture sends its own, stricter policy (feed-images.ts).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy());
  });

  /** A page's URL and cache key for a request, when the request is for one of the site's pages. */
  function pageRequest(request: FastifyRequest): string | undefined {
    const { target } = request;
    const route = target && matchRoute(target.path);
    return target && route ? pageUrl(route, target.path, target.query) : undefined;
  }

  /**
   * The build file a request's path names (`/remotes/<name>/<file>` or a file of the shell's
   * build), looked up in each build's allow-list; undefined for anything else.
   */
  function buildFileAt(path: string): { dir: string; file: string } | undefined {
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
    if (remote) {
      const [, name = '', file = ''] = remote;
      const dir = folders.remotesDir(name);
      // A name from the allow-list is sent as it is: sendFile does not decode it again.
      return dir && served(dir, file) ? { dir, file } : undefined;
    }
    const file = path.slice(1);
    return !path.startsWith('/remotes/') && served(shellDir, file) ? { dir: shellDir, file } : undefined;
  }

  /**
   * Whether a request is turned away while the server sheds work: a kept page and a build's file
   * cost nothing to send, so they are sent (a page already sent loads its scripts and comes alive).
   */
  function shed(request: FastifyRequest): boolean {
    const read = request.method === 'GET' || request.method === 'HEAD';
    const url = read && pageRequest(request);
    if (url && pages.cached(url)) return false;
    const target = read && !url ? request.target : undefined;
    return !(target && buildFileAt(target.path));
  }

  // under-pressure measures the event loop; the hook after it decides and answers. A 503 sent from
  // under-pressure's own handler does not end the request: it went on to its route, and the render
  // it was refused ran behind the answer.
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: eventLoopSampleMs,
    pressureHandler: () => undefined,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.alwaysAnswered || !app.isUnderPressure() || !shed(request)) return;
    metrics.shed();
    reply.code(503).header('Retry-After', '1').header('Cache-Control', privateNoStore).type('text/plain; charset=utf-8');
    return reply.send('The site is busy: try again in a moment.');
  });
  await app.register(cdnCache, cdn);
  app.decorateReply('pageCache', undefined);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });
  await app.register(fastifyStatic, {
    root: shellDir,
    serve: false,
    preCompressed: true,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(file.replace(/\.(?:br|gz)$/, ''))),
  });
  await app.register(signalRoute(backend));
  await app.register(siteConfigFiles, { config: siteConfig, shellDir: () => folders.shellDir });
  await app.register(feedImagesRoute({ origins: siteConfig.feed.imageOrigins, countFetch: metrics.feedImageFetch, ...feedImages }));
  await app.register(formPosts, {
    renderer: { render: pages.renderUncached, readFormPost: renderer.readFormPost },
    backend,
    origins: siteOrigins,
    countOutcome: metrics.formPost,
  });

  /**
   * A page (the route `route`'s, or the 404 page), kept or rendered; a client past its renders for
   * the minute gets 429 for a page that would render, never for one kept.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, url: string, status: 200 | 404, route: string) {
    const retryAfterS = pages.wouldRender(url, status) ? rendersRefused(request.ip) : undefined;
    if (retryAfterS !== undefined) {
      reply.code(429).header('Retry-After', String(retryAfterS)).type('text/plain; charset=utf-8');
      return reply.send('Too many pages asked for: try again in a minute.');
    }
    const { page, cache, renderMs } = await pages.pageFor(url, status);
    reply.pageCache = cache;
    reply.renderMs = renderMs;
    const encoding = pageEncoding(request);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    reply.code(page.status).headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    const etag = encoding ? page.etags[encoding] : page.etags.identity;
    return reply.sendShared({ body, etag, keys: surrogateKeys(route, page.sources), freshUntil: page.freshUntil });
  }

  /** An environment's remotes.json, read on each request: pointing an entry back is a rollback. */
  function sendRemotesJson(request: FastifyRequest, reply: FastifyReply) {
    let body: Buffer;
    try {
      body = readFileSync(folders.remotesJson);
    } catch {
      return bareNotFound(reply);
    }
    const etag = etagOf(body);
    reply.header('Cache-Control', revalidate).header('ETag', etag);
    return fresh(request.headers, { etag }) ? reply.code(304).send() : reply.type('application/json').send(body);
  }

  app.get('/*', async (request, reply) => {
    const { target } = request;
    if (!target) return bareNotFound(reply);
    const { path, query } = target;
    if (path.startsWith('/remotes/')) {
      const remoteFile = buildFileAt(path);
      return remoteFile ? reply.sendFile(remoteFile.file, remoteFile.dir) : bareNotFound(reply);
    }
    const route = matchRoute(path);
    if (route) return sendPage(request, reply, pageUrl(route, path, query), 200, route.path);
    if (path === '/remotes.json' && environment) return sendRemotesJson(request, reply);
    const shellFile = buildFileAt(path);
    if (shellFile) return reply.sendFile(shellFile.file, shellFile.dir);
    // Files and assets get a bare 404; pages get the shell's 404 page.
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return bareNotFound(reply);
    return sendPage(request, reply, path, 404, '404');
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return bareNotFound(reply);
    return reply.code(405).header('Allow', 'GET, HEAD').header('Cache-Control', revalidate).send();
  });

  return app;
}

/** Starts the site server; resolves once it listens. */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const { port = 4173, host = '127.0.0.1' } = options;
  const app = await createSiteServer(options);
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${boundPort}`, server: app.server, app, stop: () => app.close() };
}

import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildFolders } from './build-folders.js';
import { cdnCache, cdnCacheOptionsFromEnv } from './cdn-cache.js';
import { trustedProxyHops } from './client-address.js';
import { configSources, createPolicySource } from './content-security-policy.js';
import { replyToError, siteErrors } from './error-replies.js';
import { feedImagesRoute } from './feed-images.js';
import { siteOriginsFromEnv } from './form-posts/cross-origin.js';
import { formPosts } from './form-posts/form-posts.js';
import { health } from './health.js';
import { loadShedding } from './load-shedding.js';
import { createSiteMetrics, siteMetrics } from './metrics.js';
import { sitePages } from './pages.js';
import { readJson } from './read-json.js';
import { remotesJson } from './remotes-json.js';
import { createRenderLimit, rendersPerMinuteFromEnv } from './render-limit.js';
import { createRouteLabel } from './request-labels.js';
import { requestLog, requestLogOptions } from './request-log.js';
import { requestTarget } from './request-target.js';
import { createRouteMatcher, type RoutePattern } from './route-patterns.js';
import { securityHeadersOnEveryAnswer } from './security-headers.js';
import { servedBuildFiles } from './served-build-files.js';
import { signalRoute } from './signal-proxy.js';
import { siteConfigFromEnv } from './site-config.js';
import { siteConfigFiles } from './site-config-files.js';
import { checkSiteServerOptions, type SiteServerOptions } from './site-server-options.js';
import { createPageRenderer } from './ssr/page-renderer.js';
import { createPageService } from './ssr/page-service.js';

export type { SiteServerOptions } from './site-server-options.js';

export interface RunningSiteServer {
  url: string;
  server: Server;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/**
 * The site server (docs/architecture/site-server.md, "The site server"): the options checked, then
 * Fastify plugins with one job each. Every page rendered on request from the builds `remotes.json`
 * names now and kept in a bounded cache; the builds' files from an allow-list of each build's
 * outputs; /api/signal forwarded to the collector; the feed's pictures from their allowed origins
 * (/feed-images). Every decision is made on the decoded, normalised path (`request.target`), and
 * every error and refusal answers through one handler (error-replies.ts).
 */
export async function createSiteServer({
  root,
  backend,
  environment,
  trustedProxyHops: hops = trustedProxyHops(),
  timeouts: { headersMs = 10_000, requestMs = 30_000, checkEveryMs = 1000, keepAliveMs = 72_000 } = {},
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
  const timeouts = { headersMs, requestMs, checkEveryMs, keepAliveMs };
  checkSiteServerOptions({ trustedProxyHops: hops, rendersPerMinute, maxEventLoopDelayMs, eventLoopSampleMs, timeouts, cdn, backend });
  const folders = buildFolders(root, environment);
  const { shellDir } = folders;
  if (!existsSync(join(shellDir, 'index.html'))) {
    throw new Error(`${shellDir} has no index.html: build the site first (pnpm -r build).`);
  }
  const routes = readJson<RoutePattern[]>(join(shellDir, 'routes.json'));
  const matchRoute = createRouteMatcher(routes);
  const renderer = createPageRenderer(folders, siteConfig);
  const metrics = createSiteMetrics(() => pages.renderQueueDepth());
  const pages = createPageService(metrics.timed(renderer), shellDir, routes, pageOptions);
  const routeLabel = createRouteLabel((path) => matchRoute(path)?.path);

  const app = Fastify({
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
  });
  await app.register(siteErrors);
  await app.register(requestTarget);
  await app.register(health, { pageKept: pages.pageKept, remotesJson: environment ? folders.remotesJson : undefined });
  await app.register(requestLog, { routeLabel });
  await app.register(siteMetrics, { metrics, routeLabel, listen: metricsListener });
  await app.register(securityHeadersOnEveryAnswer, {
    policy: createPolicySource(shellDir, folders.remotesJson, configSources(siteConfig)),
  });
  await app.register(servedBuildFiles, { folders });
  await app.register(loadShedding, {
    maxEventLoopDelayMs,
    sampleIntervalMs: eventLoopSampleMs,
    // A kept page and a build's file cost nothing to send: a page already sent loads its scripts and comes alive.
    costsNothing: (request) => app.isKeptPage(request) || isBuildFileRead(app, request),
    countShed: metrics.shed,
  });
  await app.register(cdnCache, cdn);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });
  await app.register(signalRoute(backend));
  await app.register(siteConfigFiles, { config: siteConfig, shellDir: () => folders.shellDir });
  await app.register(feedImagesRoute({ origins: siteConfig.feed.imageOrigins, countFetch: metrics.feedImageFetch, ...feedImages }));
  await app.register(formPosts, {
    renderer: { render: pages.renderUncached, readFormPost: renderer.readFormPost },
    backend,
    origins: siteOrigins,
    countOutcome: metrics.formPost,
  });
  if (environment) await app.register(remotesJson, { file: folders.remotesJson });
  await app.register(sitePages, { pages, matchRoute, rendersRefused: createRenderLimit({ perMinute: rendersPerMinute }) });
  return app;
}

/** Whether a request reads one of the builds' files (looked up in their allow-lists). */
function isBuildFileRead(app: FastifyInstance, request: import('fastify').FastifyRequest): boolean {
  const read = request.method === 'GET' || request.method === 'HEAD';
  return read && request.target !== null && app.buildFileAt(request.target.path) !== undefined;
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

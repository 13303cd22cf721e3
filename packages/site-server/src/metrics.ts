import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { pageCacheOf } from './request-labels.js';
import type { createPageRenderer } from './ssr/page-renderer.js';

// The site server's metrics in Prometheus's format (docs/architecture/operations.md, "What an operator sees"),
// on a listener of their own (SITE_METRICS_PORT), never on the public port. Each app has its own
// registry: several apps in one process (the tests) count apart.

type PageRenderer = ReturnType<typeof createPageRenderer>;

/** How a render ended: whole, with a part cut short (the browser renders that part), or failed. */
type RenderOutcome = 'complete' | 'incomplete' | 'failed';

/** The metrics of one site server, and what its parts call to count. */
export interface SiteMetrics {
  registry: Registry;
  /** A request the load-shedding hook answered 503. */
  shed(): void;
  /** A form post's outcome (form-posts.ts). */
  formPost(form: string, outcome: string): void;
  /** What a /feed-images upstream fetch gave, as the status it answers with (feed-images.ts). */
  feedImageFetch(status: number): void;
  /** The renderer, with each render counted and timed (the time inside the render queue's slot). */
  timed(renderer: PageRenderer): PageRenderer;
  /** A request answered, by its route label and status, and its page's cache state if it sent one. */
  answered(route: string, status: number, seconds: number, pageCache: string | undefined): void;
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** The metrics of one app; `renderQueueDepth` is read at each scrape (page-service.ts). */
export function createSiteMetrics(renderQueueDepth: () => number): SiteMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status class',
    labelNames: ['route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const renders = new Counter({
    name: 'site_page_renders_total',
    help: 'Pages rendered on the server, by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const renderDuration = new Histogram({
    name: 'site_page_render_duration_seconds',
    help: 'Time to render a page on the server, in the render queue’s slot',
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers,
  });
  const pageCache = new Counter({
    name: 'site_page_cache_total',
    help: 'Pages sent, by how the cache had them: hit, miss or stale',
    labelNames: ['result'] as const,
    registers,
  });
  new Gauge({
    name: 'site_render_queue_depth',
    help: 'Renders running and waiting now',
    registers,
    collect() {
      this.set(renderQueueDepth());
    },
  });
  const shed = new Counter({ name: 'site_shed_total', help: 'Requests answered 503 by load shedding', registers });
  const formPosts = new Counter({
    name: 'site_form_posts_total',
    help: 'Forms posted without JavaScript, by form and outcome',
    labelNames: ['form', 'outcome'] as const,
    registers,
  });
  const feedImages = new Counter({
    name: 'site_feed_image_fetches_total',
    help: '/feed-images upstream fetches, by the status they answered with',
    labelNames: ['status'] as const,
    registers,
  });

  function rendered(started: number, outcome: RenderOutcome) {
    renders.inc({ outcome });
    renderDuration.observe(secondsSince(started));
  }

  return {
    registry,
    shed: () => shed.inc(),
    formPost: (form, outcome) => formPosts.inc({ form, outcome }),
    feedImageFetch: (status) => feedImages.inc({ status: String(status) }),
    timed: (renderer) => ({
      ...renderer,
      async render(...args) {
        const started = performance.now();
        try {
          const page = await renderer.render(...args);
          rendered(started, page.complete ? 'complete' : 'incomplete');
          return page;
        } catch (error) {
          rendered(started, 'failed');
          throw error;
        }
      },
    }),
    answered(route, status, seconds, cache) {
      requestDuration.observe({ route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      if (cache) pageCache.inc({ result: cache });
    },
  };
}

export interface MetricsListenOptions {
  port: number;
  /** Default 127.0.0.1: a scraper on another machine needs SITE_METRICS_HOST=0.0.0.0 (and a firewall). */
  host?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's `/metrics` URL, or undefined when it has none. */
    metricsUrl: string | undefined;
  }
}

interface MetricsPluginOptions {
  metrics: SiteMetrics;
  routeLabel: (request: FastifyRequest) => string;
  /** Where `/metrics` is served; none, no listener. */
  listen?: MetricsListenOptions | undefined;
}

/** GET /metrics from `registry`, and 404 for anything else. */
function metricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
}

const plugin: FastifyPluginAsync<MetricsPluginOptions> = async (app, { metrics, routeLabel, listen }) => {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.answered(routeLabel(request), reply.statusCode, reply.elapsedTime / 1000, pageCacheOf(reply));
    done();
  });
  if (!listen) {
    app.decorate('metricsUrl', undefined);
    return;
  }
  // Node's own: event-loop delay (nodejs_eventloop_lag_seconds and its percentiles), heap, GC, handles.
  collectDefaultMetrics({ register: metrics.registry });
  const server = metricsServer(metrics.registry);
  const host = listen.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, host, () => resolve());
  });
  app.decorate('metricsUrl', `http://${host}:${(server.address() as AddressInfo).port}/metrics`);
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
};

/** Counts each answer, and serves `/metrics` on a listener of its own when given one. */
export const siteMetrics = fp(plugin, { name: 'site-metrics', fastify: '5.x' });

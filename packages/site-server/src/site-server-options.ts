import type { CdnCacheOptions } from './cdn-cache.js';
import type { FeedImagesOptions } from './feed-images.js';
import type { SiteOrigins } from './form-posts/cross-origin.js';
import type { MetricsListenOptions } from './metrics.js';
import type { RequestLogOptions } from './request-log.js';
import type { SiteBackend } from './site-backend.js';
import type { SiteConfig } from './site-config.js';
import type { PageServiceOptions } from './ssr/page-service.js';

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

/**
 * The options' numbers checked before anything starts, as Fastify's own plugins check theirs: a
 * wrong one throws, naming it, rather than serve with a limit that is not one (NaN renders a
 * minute, a negative timeout).
 */
export function checkSiteServerOptions(options: {
  trustedProxyHops: number;
  rendersPerMinute: number;
  maxEventLoopDelayMs: number;
  eventLoopSampleMs: number;
  timeouts: Required<SiteServerTimeouts>;
  cdn: CdnCacheOptions;
  backend: SiteBackend | undefined;
}): void {
  const least: [string, number, number][] = [
    ['trustedProxyHops', options.trustedProxyHops, 0],
    ['rendersPerMinute', options.rendersPerMinute, 1],
    ['maxEventLoopDelayMs', options.maxEventLoopDelayMs, 0],
    ['eventLoopSampleMs', options.eventLoopSampleMs, 1],
    ['cdn.sharedMaxAgeS', options.cdn.sharedMaxAgeS, 0],
    ['cdn.staleWhileRevalidateS', options.cdn.staleWhileRevalidateS, 0],
    // A keep-alive of 0 turns keep-alive off; every other timeout must be one.
    ...Object.entries(options.timeouts).map(([name, value]): [string, number, number] => [
      `timeouts.${name}`,
      value,
      name === 'keepAliveMs' ? 0 : 1,
    ]),
  ];
  for (const [name, value, min] of least) {
    if (!Number.isSafeInteger(value) || value < min)
      throw new Error(`Site server: ${name} must be a whole number from ${min}, not ${value}.`);
  }
  const { backend } = options;
  if (backend && (!URL.canParse(backend.url) || !/^https?:$/.test(new URL(backend.url).protocol) || !backend.anonKey)) {
    throw new Error('Site server: backend must have an http(s) url and an anonKey.');
  }
}

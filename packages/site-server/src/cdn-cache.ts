import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import type { PageSources } from './ssr/page-cache.js';

// What a shared cache (a CDN, Varnish) may keep, and for how long (docs/architecture/operations.md, "Pages at
// the edge"): anonymous pages for `s-maxage`, each with a strong ETag and the keys a release purges
// it by; nothing that is one visitor's.

export interface CdnCacheOptions {
  /** How long a shared cache keeps a page before it asks again (`s-maxage`, seconds). */
  sharedMaxAgeS: number;
  /** How long past that it may still send the page while it asks for a new one (`stale-while-revalidate`, seconds). */
  staleWhileRevalidateS: number;
}

/** What a shared cache must never store, nor a browser keep: set on every answer that is one visitor's. */
export const privateNoStore = 'private, no-store';

/** A page a shared cache may keep, as one representation (one encoding) of it. */
interface SharedPage {
  body: Buffer;
  /** A strong ETag: the hash of `body`. */
  etag: string;
  /** The surrogate keys it is purged by (surrogateKeys). */
  keys: readonly string[];
  /** Until when it may be sent again (ms since the epoch); a shared cache keeps it no longer. */
  freshUntil: number;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends a page a shared cache may keep, with its Cache-Control, ETag and surrogate keys, or 304
     * with no body when the request's If-None-Match names its ETag. A request that is one
     * visitor's (a Cookie or an Authorization header, an /admin/ page) gets the page with
     * `private, no-store` and none of those.
     */
    sendShared(page: SharedPage): FastifyReply;
  }
}

const maxSeconds = 365 * 24 * 60 * 60;

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed > maxSeconds) {
    throw new Error(`${name} must be a whole number of seconds from 0 to ${maxSeconds}, not ${JSON.stringify(value)}.`);
  }
  return parsed;
}

/** SITE_CDN_MAX_AGE_S (default 300: five minutes) and SITE_CDN_STALE_S (default 86400: a day). */
export function cdnCacheOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CdnCacheOptions {
  return {
    sharedMaxAgeS: seconds(env, 'SITE_CDN_MAX_AGE_S', 300),
    staleWhileRevalidateS: seconds(env, 'SITE_CDN_STALE_S', 86_400),
  };
}

/** A key as both CDNs take it: printable ASCII, no space (Fastly's separator) and no comma (Cloudflare's). */
const usableKey = /^[\x21-\x2b\x2d-\x7e]{1,256}$/;

/**
 * The keys a page is purged by: its route (`route:/pricing`, or `route:404` for the 404 page), the
 * shell (`shell`, `shell@0.2.0`) and each remote it rendered with (`remote:pricing`,
 * `remote:pricing@1.4.0`). A release purges `remote:<name>` for each remote it switches.
 */
export function surrogateKeys(route: string, { shell, remotes }: PageSources): string[] {
  const keys = [`route:${route}`, 'shell', ...(shell ? [`shell@${shell}`] : [])];
  for (const { name, version } of remotes) keys.push(`remote:${name}`, ...(version ? [`remote:${name}@${version}`] : []));
  return keys.filter((key) => usableKey.test(key));
}

/** The decoded path, or the raw one when it is not a path of the site (such a request gets a bare 404 anyway). */
const pathOf = (request: FastifyRequest) => request.target?.path ?? request.url;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A request whose answer may depend on who sent it. */
const fromSomeone = (request: FastifyRequest) =>
  request.headers.cookie !== undefined || request.headers.authorization !== undefined || under(pathOf(request), '/admin');

/**
 * Answers no shared cache may keep whatever their route set: form answers and any other method
 * than GET or HEAD, /api/, /admin/, and refusals (429, and 5xx such as the load-shedding 503)
 * that do not say `no-store` already.
 */
function neverShared(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  const path = pathOf(request);
  if (under(path, '/api') || under(path, '/admin')) return true;
  const refused = reply.statusCode === 429 || reply.statusCode >= 500;
  return refused && !/\bno-store\b/.test(String(reply.getHeader('Cache-Control') ?? ''));
}

const sharedHeaders = ['ETag', 'Surrogate-Key', 'Cache-Tag'];

const plugin: FastifyPluginAsync<CdnCacheOptions> = async (app, { sharedMaxAgeS, staleWhileRevalidateS }) => {
  const publicFor = (maxAgeS: number) => `public, max-age=0, s-maxage=${maxAgeS}, stale-while-revalidate=${staleWhileRevalidateS}`;

  app.decorateReply('sendShared', function sendShared(this: FastifyReply, page: SharedPage) {
    if (fromSomeone(this.request)) return this.header('Cache-Control', privateNoStore).send(page.body);
    // A page whose data goes stale sooner is kept no longer than that; one not kept at all (cut
    // short, or failed) is asked for again each time.
    const maxAgeS = Math.min(sharedMaxAgeS, Math.floor((page.freshUntil - Date.now()) / 1000));
    this.headers({
      'Cache-Control': maxAgeS > 0 ? publicFor(maxAgeS) : 'no-cache',
      ETag: page.etag,
      'Surrogate-Key': page.keys.join(' '),
      'Cache-Tag': page.keys.join(','),
    });
    // Preconditions hold for a 2xx only (RFC 9110, 13.2.1): the 404 page is always sent whole.
    const ok = this.statusCode >= 200 && this.statusCode < 300;
    if (!ok || !fresh(this.request.headers, { etag: page.etag })) return this.send(page.body);
    for (const name of ['Content-Length', 'Content-Type', 'Content-Encoding']) this.removeHeader(name);
    return this.code(304).send();
  });

  // A callback hook, not an async one: a second async onSend hook makes a route that returns
  // nothing after reply.send() (signal-proxy.ts) send twice (ERR_HTTP_HEADERS_SENT).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (neverShared(request, reply)) {
      reply.header('Cache-Control', privateNoStore);
      for (const name of sharedHeaders) reply.removeHeader(name);
    }
    done(null, payload);
  });
};

/**
 * The server's answers as a shared cache may keep them (docs/architecture/operations.md, "Pages at the edge"):
 * `reply.sendShared` for pages, and `private, no-store` on whatever is one visitor's.
 */
export const cdnCache = fp(plugin, { name: 'cdn-cache', fastify: '5.x', dependencies: ['request-target'] });

import { allowedFeedImage, feedImagePath, feedImageRequest, feedImageSourceMaxLength } from '@staycompliant/contracts/feed-image';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createMinuteLog } from './minute-log.js';

export interface FeedImagesOptions {
  /** The only origins pictures are fetched from (the run-time configuration's feed.imageOrigins, packages/site-config). */
  origins: readonly string[];
  /** How long one picture's fetch (its redirect, headers and body) may take; then 504. */
  timeoutMs?: number;
  /** Bytes of one picture; past it 502, and the rest is not read. */
  maxBytes?: number;
  /** Pictures kept in memory: at most this many, of at most this many bytes in all. */
  cache?: { maxEntries?: number; maxBytes?: number };
  /** Upstream fetches at once; a picture not kept and not being fetched past them answers 503. */
  maxFetches?: number;
  /** Where failures are reported, by status only; one line a minute at most. */
  log?: (line: string) => void;
  /** Called with each upstream fetch's outcome, as the status it answers with (the metrics). */
  countFetch?: (status: number) => void;
}

/** What the route serves: a picture's media type and bytes. */
interface FeedImage {
  type: string;
  body: Buffer;
}

/** Why a picture is not served, as the status the visitor gets. */
class FeedImageFailure extends Error {
  constructor(
    readonly status: 404 | 502 | 503 | 504,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The media types served; anything else from upstream (HTML, JSON, an unknown image type) is 502. */
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml']);

/**
 * Every answer of the route. A picture is opened from the site's own origin, so an SVG must not run
 * script or load anything if a visitor opens it directly: no source at all, inline style only, and
 * sandboxed (a unique origin, no script).
 */
const pictureHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};

/**
 * A day: Medium's picture URLs name their content, but an upstream may change a picture under the
 * same URL (the local backend's samples), and the server's own copy is kept as long.
 */
const keptMs = 86_400_000;
const servedCacheControl = `public, max-age=${keptMs / 1000}`;

/** The longest request target read at all: an encoded `src` of the longest allowed URL fits thrice over. */
const maxTargetLength = 3 * feedImageSourceMaxLength + 64;

const isRedirect = (status: number) => status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

/** The body's bytes, at most `maxBytes`: past them the stream is cancelled and the picture refused. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, length);
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FeedImageFailure(502, 'too large');
    }
    chunks.push(value);
  }
}

/**
 * GET (and HEAD) `/feed-images?src=<URL>` (docs/architecture/site-server.md, "Feed pictures"): the feed's
 * picture at `src`, fetched by this server when `src` is on one of `origins`, so a card's picture
 * comes from the page's own connection and the visitor's browser never calls the publisher's CDN.
 * A refused `src` is 400 (414 when too long) with no upstream request. Upstream: one GET, no
 * visitor's header, at most one redirect and only to an allowed origin, `timeoutMs` in all (504),
 * `maxBytes` (502), an image type from a short list (502); a 404 stays 404, any other failure 502.
 * Kept in an LRU cache bounded in count and bytes; concurrent requests for one picture share one
 * fetch, and at most `maxFetches` run at once (503 past them).
 */
export function feedImagesRoute({
  origins,
  timeoutMs = 5000,
  maxBytes = 5 * 1024 * 1024,
  cache: { maxEntries = 256, maxBytes: maxCachedBytes = 32 * 1024 * 1024 } = {},
  maxFetches = 8,
  log = console.warn,
  countFetch = () => undefined,
}: FeedImagesOptions): FastifyPluginAsync {
  const logFailure = createMinuteLog(log);
  let fetching = 0;

  /** One GET of `url`, redirects left to the caller. */
  const get = (url: URL, signal: AbortSignal) => fetch(url, { redirect: 'manual', signal, headers: { accept: [...imageTypes].join(',') } });

  async function fetchPicture(url: URL, evicted: AbortSignal): Promise<FeedImage> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([timeout, evicted]);
    let response: Response | undefined;
    try {
      response = await get(url, signal);
      if (isRedirect(response.status)) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? allowedFeedImage(URL.canParse(location, url) ? new URL(location, url).href : '', origins) : undefined;
        if (!next) throw new FeedImageFailure(502, 'redirected to a refused URL');
        response = await get(next, signal);
        if (isRedirect(response.status)) throw new FeedImageFailure(502, 'redirected twice');
      }
      if (response.status === 404 || response.status === 410) throw new FeedImageFailure(404, `upstream ${response.status}`);
      if (response.status !== 200 || !response.body) throw new FeedImageFailure(502, `upstream ${response.status}`);
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!imageTypes.has(type)) throw new FeedImageFailure(502, 'not an image type served');
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw new FeedImageFailure(502, 'too large');
      return { type, body: await readAtMost(response.body, maxBytes) };
    } catch (error) {
      await response?.body?.cancel().catch(() => undefined);
      if (error instanceof FeedImageFailure) throw error;
      throw timeout.aborted ? new FeedImageFailure(504, 'timed out') : new FeedImageFailure(502, 'unreachable');
    }
  }

  const pictures = new LRUCache<string, FeedImage>({
    max: maxEntries,
    maxSize: maxCachedBytes,
    sizeCalculation: (picture) => Math.max(1, picture.body.length),
    ttl: keptMs,
    // Concurrent fetch() calls for one key share this one call.
    fetchMethod: async (href, _stale, { signal }) => {
      if (fetching >= maxFetches) throw new FeedImageFailure(503, 'busy');
      fetching += 1;
      try {
        const picture = await fetchPicture(new URL(href), signal);
        countFetch(200);
        return picture;
      } catch (error) {
        countFetch(error instanceof FeedImageFailure ? error.status : 502);
        throw error;
      } finally {
        fetching -= 1;
      }
    },
  });

  function refuse(reply: FastifyReply, status: number, text: string) {
    return reply.code(status).headers(pictureHeaders).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text);
  }

  async function servePicture(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.length > maxTargetLength) return refuse(reply, 414, 'URI too long');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const url = feedImageRequest(query, origins);
    if (url === 414) return refuse(reply, 414, 'URI too long');
    if (url === 400) return refuse(reply, 400, 'Bad request');
    let picture: FeedImage | undefined;
    try {
      picture = await pictures.fetch(url.href);
    } catch (error) {
      const failure = error instanceof FeedImageFailure ? error : new FeedImageFailure(502, 'failed');
      if (failure.status !== 503) logFailure(`Site server: a feed picture answered ${failure.status}: ${failure.reason}`);
      if (failure.status === 503) reply.header('Retry-After', '1');
      return refuse(reply, failure.status, failure.status === 404 ? 'Not found' : 'The picture could not be fetched.');
    }
    if (!picture) return refuse(reply, 502, 'The picture could not be fetched.');
    return reply
      .code(200)
      .headers(pictureHeaders)
      .headers({ 'Content-Type': picture.type, 'Content-Length': picture.body.length, 'Cache-Control': servedCacheControl })
      .send(picture.body);
  }

  return async (app) => {
    app.get(feedImagePath, servePicture);
  };
}

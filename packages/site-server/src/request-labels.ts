import type { FastifyReply, FastifyRequest } from 'fastify';

/** The label of a request no route took (the not-found handler, a method no route has). */
const unmatched = 'unmatched';

/**
 * What a request asked for, as the request log and the metrics name it: a page's route pattern
 * (`/services/:serviceId`) from the shell's route table, else the Fastify route's URL (`/livez`,
 * `/*` for the builds' files and the 404 page). Never the URL itself: that may be a visitor's, and
 * a label per URL would be a metric per URL.
 */
export function createRouteLabel(pagePattern: (path: string) => string | undefined): (request: FastifyRequest) => string {
  const labels = new WeakMap<FastifyRequest, string>();
  return (request) => {
    let label = labels.get(request);
    if (label === undefined) {
      const route = request.routeOptions.url;
      const path = route === '/*' ? request.target?.path : undefined;
      label = (path && pagePattern(path)) ?? route ?? unmatched;
      labels.set(request, label);
    }
    return label;
  };
}

const pageCacheStates = new Set(['hit', 'miss', 'stale']);

/** How the page sent was found in the cache (the reply's `pageCache`, set where a page is sent), else undefined. */
export function pageCacheOf(reply: FastifyReply): string | undefined {
  const value = (reply as unknown as { pageCache?: unknown }).pageCache;
  return typeof value === 'string' && pageCacheStates.has(value) ? value : undefined;
}

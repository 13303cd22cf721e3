import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { RoutePattern } from '../route-patterns.js';
import { type CachedPage, compressPage, createPageCache } from './page-cache.js';
import type { createPageRenderer } from './page-renderer.js';

type PageRenderer = ReturnType<typeof createPageRenderer>;

export interface PageServiceOptions {
  /** Renders at once; more wait in line. */
  concurrentRenders?: number;
  /** Renders running and waiting at most; past it a page that is not cached answers 503. */
  maxRendersInFlight?: number;
  /** Bytes of pages the cache keeps. */
  cacheBytes?: number;
  /**
   * How long a page with a part cut short is kept (ms): long enough that a flood renders it once,
   * short enough that the next visitor soon gets it whole.
   */
  incompleteForMs?: number;
}

/** Thrown when a page would need a render and the renders in flight are at their bound. */
class RendersBusyError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('Too many pages are being rendered');
  }
}

/** Whether a page was sent from the cache ('hit') or rendered for the request ('miss'): set on the reply for the request log and metrics. */
type PageCacheStatus = 'hit' | 'miss' | 'stale';

declare module 'fastify' {
  interface FastifyReply {
    /** How the page was found; undefined for any answer that is not a page. */
    pageCache: PageCacheStatus | undefined;
  }
}

/** A page, and whether it was kept (a hit) or had to be rendered, by this request or by one before it (a miss). */
interface PageAnswer {
  page: CachedPage;
  cache: 'hit' | 'miss';
  /** On a miss, how long the request waited for the render (queue, render and compression), in ms. */
  renderMs?: number;
}

/** The key of the 404 page: one page, never stored under a real page's key. */
const notFoundKey = '\u0000not-found';
/** The URL the 404 page is rendered for: a path no route matches (the page does not show the path). */
const notFoundUrl = '/404';

/**
 * Pages as the site server sends them (docs/architecture/site-server.md, "The site server"): from the cache when
 * kept for the builds in place, else rendered, with renders bounded, one render per key at a time,
 * compressed fast on the request's path and again at best quality, off it, once kept.
 */
export function createPageService(
  renderer: PageRenderer,
  shellDir: string,
  routes: readonly RoutePattern[],
  { concurrentRenders = 2, maxRendersInFlight = 16, cacheBytes, incompleteForMs = 2000 }: PageServiceOptions = {},
) {
  const pages = createPageCache({ maxBytes: cacheBytes });
  const renders = pLimit(concurrentRenders);
  // Best-quality copies are made one at a time, and only while few wait: they are an improvement, not a duty.
  const improvements = pLimit(1);
  const inFlight = new Map<string, Promise<CachedPage>>();
  const atBound = () => renders.activeCount + renders.pendingCount >= maxRendersInFlight;
  /** Renders running and waiting now (the metrics). */
  const renderQueueDepth = () => renders.activeCount + renders.pendingCount;
  /** Whether a page has been rendered and kept since the start: the server's readiness (health.ts). */
  let pageKept = false;

  function improve(key: string, page: CachedPage, html: string) {
    if (improvements.pendingCount >= 8) return;
    void improvements(async () => pages.replace(key, page, await compressPage(page.status, html, 'best', page)));
  }

  async function render(key: string, url: string, status: number, version: string): Promise<CachedPage> {
    try {
      const rendered = await renders(() => renderer.render(url));
      // A page with a part cut short (it failed, its data did not come in time, or it ran out of time
      // on a busy machine) is kept for `incompleteForMs` only, then rendered again, whole. One that
      // shows data is kept while that data is fresh.
      const keptUntil = rendered.complete
        ? (rendered.freshUntil ?? Number.POSITIVE_INFINITY)
        : incompleteForMs > 0
          ? Date.now() + incompleteForMs
          : 0;
      // A page rendered from builds newer than the request's is sent, not kept.
      const current = rendered.version === version;
      const page = await compressPage(status, rendered.html, 'fast', { sources: rendered.sources, freshUntil: current ? keptUntil : 0 });
      if (current && pages.set(key, version, page, keptUntil) && rendered.complete) improve(key, page, rendered.html);
      if (current && !pageKept) pageKept = pages.get(key, version) !== undefined;
      return page;
    } catch (error) {
      // The browser still renders the page (and shows a remote's failure with Retry).
      console.error(`Could not render ${status === 404 ? 'the 404 page' : key.split('?')[0]} on the server:`, error);
      return compressPage(status, readFileSync(join(shellDir, 'index.html'), 'utf8'));
    }
  }

  /** The page kept for `key` now, if any: what a request under pressure may still be sent. */
  function cached(key: string): CachedPage | undefined {
    return pages.get(key, renderer.version());
  }

  const keyOf = (url: string, status: 200 | 404) => (status === 404 ? notFoundKey : url);

  /** The page for a route's URL (`status` 200), or the 404 page (`status` 404, any URL). */
  function pageFor(url: string, status: 200 | 404): Promise<PageAnswer> {
    const key = keyOf(url, status);
    const version = renderer.version();
    warm(version);
    const kept = pages.get(key, version);
    if (kept) return Promise.resolve({ page: kept, cache: 'hit' });
    let page = inFlight.get(key);
    if (!page) {
      if (atBound()) return Promise.reject(new RendersBusyError());
      page = render(key, status === 404 ? notFoundUrl : url, status, version).finally(() => inFlight.delete(key));
      inFlight.set(key, page);
    }
    const waitStarted = performance.now();
    return page.then((rendered) => ({ page: rendered, cache: 'miss', renderMs: performance.now() - waitStarted }));
  }

  /** Whether asking for this page now would start a render: it is neither kept nor being rendered. */
  function wouldRender(url: string, status: 200 | 404): boolean {
    const key = keyOf(url, status);
    return !pages.get(key, renderer.version()) && !inFlight.has(key);
  }

  /**
   * Renders the sitemap's pages into the cache in the background, once for each set of builds, so a
   * visitor rarely waits for a page's first render (up to a second for the home page).
   */
  let warmedFor: string | undefined;
  function warm(version: string) {
    if (version === warmedFor) return;
    warmedFor = version;
    void (async () => {
      for (const route of routes) {
        if (route.noindex || route.path.includes(':') || renderer.version() !== version) continue;
        await pageFor(route.path, 200).catch(() => undefined);
      }
    })();
  }
  warm(renderer.version());

  /**
   * A render no cache can serve (a posted form shown again), under the same bound as every other:
   * past it, RendersBusyError (503).
   */
  function renderUncached(...args: Parameters<PageRenderer['render']>): ReturnType<PageRenderer['render']> {
    if (atBound()) return Promise.reject(new RendersBusyError());
    return renders(() => renderer.render(...args));
  }

  return { pageFor, wouldRender, cached, renderUncached, pageKept: () => pageKept, renderQueueDepth };
}

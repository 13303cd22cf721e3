import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The page as sent: its HTML, and that HTML compressed once, as the build compresses its files. */
export function compressedPage(status: number, html: string): CachedPage {
  const body = Buffer.from(html);
  return {
    status,
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** Pages kept at most: query strings are the visitor's to invent. */
const maxPages = 300;

/**
 * Rendered pages by URL, for one version of the builds: a new version drops them all. A page that
 * shows data (the feed's articles) is kept until that data goes stale, and rendered afresh after.
 */
export function createPageCache(now: () => number = Date.now) {
  let version = '';
  const pages = new Map<string, { page: CachedPage; freshUntil: number }>();
  return {
    get(url: string, currentVersion: string): CachedPage | undefined {
      if (currentVersion !== version) {
        pages.clear();
        version = currentVersion;
      }
      const kept = pages.get(url);
      if (kept && kept.freshUntil <= now()) pages.delete(url);
      return kept && kept.freshUntil > now() ? kept.page : undefined;
    },
    /** Keeps the page for its version, unless its data is already stale (`freshUntil`, ms since the epoch). */
    set(url: string, pageVersion: string, status: number, html: string, freshUntil = Number.POSITIVE_INFINITY): CachedPage {
      const page = compressedPage(status, html);
      if (pageVersion !== version || freshUntil <= now()) return page;
      pages.delete(url);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(url, { page, freshUntil });
      return page;
    },
  };
}

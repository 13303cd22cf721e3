import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** The builds a page was rendered from: the shell's version, and each remote it rendered a module of, with its version. */
export interface PageSources {
  shell: string | null;
  remotes: readonly { name: string; version: string | null }[];
}

/** What is known of a page beside its HTML. */
interface PageFacts {
  sources: PageSources;
  /** Until when (ms since the epoch) the page may be sent again: its data's freshness, or 0 for a page not kept. */
  freshUntil: number;
}

export interface CachedPage extends PageFacts {
  status: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong ETag for each representation: a hash of the bytes sent, made once with them. */
  etags: { identity: string; br: string; gzip: string };
}

const noFacts: PageFacts = { sources: { shell: null, remotes: [] }, freshUntil: 0 };

/** A strong ETag for `bytes`: their hash. */
export const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How hard a page is compressed: fast on the request's path, best for a page kept in the cache. */
export type CompressionEffort = 'fast' | 'best';

const brotliQuality: Record<CompressionEffort, number> = { fast: 4, best: constants.BROTLI_MAX_QUALITY };
const gzipLevel: Record<CompressionEffort, number> = { fast: 6, best: constants.Z_BEST_COMPRESSION };

/**
 * The page as sent: its HTML, and that HTML compressed, on libuv's threads rather than the event
 * loop, each with its ETag.
 */
export async function compressPage(
  status: number,
  html: string,
  effort: CompressionEffort = 'fast',
  { sources, freshUntil }: PageFacts = noFacts,
): Promise<CachedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort], [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: gzipLevel[effort] }),
  ]);
  return { status, body, br, gzip: gz, etags: { identity: etagOf(body), br: etagOf(br), gzip: etagOf(gz) }, sources, freshUntil };
}

export interface PageCacheOptions {
  /** Bytes of pages kept at most (each page counts its HTML and both compressed copies). */
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  freshUntil: number;
}

/**
 * Rendered pages by key (a route's path and the query parameters it declares), for one version of
 * the builds: a new version drops them all. Least recently used pages go first once `maxBytes` is
 * reached. A page that shows data (the feed's articles) is kept until that data goes stale.
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, now = Date.now }: PageCacheOptions = {}) {
  let version = '';
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: ({ page }) => page.body.length + page.br.length + page.gzip.length + 256,
  });
  const current = (key: string) => {
    const kept = pages.get(key);
    if (kept && kept.freshUntil <= now()) {
      pages.delete(key);
      return undefined;
    }
    return kept;
  };
  return {
    get(key: string, currentVersion: string): CachedPage | undefined {
      if (currentVersion !== version) {
        pages.clear();
        version = currentVersion;
      }
      return current(key)?.page;
    },
    /** Keeps the page for its version, unless its data is already stale (`freshUntil`, ms since the epoch). */
    set(key: string, pageVersion: string, page: CachedPage, freshUntil = Number.POSITIVE_INFINITY): boolean {
      if (pageVersion !== version || freshUntil <= now()) return false;
      pages.set(key, { page, freshUntil });
      return true;
    },
    /** Puts a better-compressed copy in place of `page`, if that is still what is kept under `key`. */
    replace(key: string, page: CachedPage, better: CachedPage): void {
      const kept = pages.peek(key);
      if (kept?.page === page) pages.set(key, { page: better, freshUntil: kept.freshUntil });
    },
  };
}

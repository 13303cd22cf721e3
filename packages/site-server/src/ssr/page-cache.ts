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

/** Rendered pages by URL, for one version of the builds: a new version drops them all. */
export function createPageCache() {
  let version = '';
  const pages = new Map<string, CachedPage>();
  return {
    get(url: string, currentVersion: string): CachedPage | undefined {
      if (currentVersion !== version) {
        pages.clear();
        version = currentVersion;
      }
      return pages.get(url);
    },
    set(url: string, pageVersion: string, status: number, html: string): CachedPage {
      const page = compressedPage(status, html);
      if (pageVersion !== version) return page;
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string);
      pages.set(url, page);
      return page;
    },
  };
}

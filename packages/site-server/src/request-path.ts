/** A request's target as the site server decides on it: the decoded, normalised path and the query. */
export interface RequestTarget {
  /** Decoded segments joined by `/`, with a leading `/`; a trailing `/` is kept. */
  path: string;
  query: URLSearchParams;
}

/** Control characters (NUL included) and the backslash: never part of one of the site's paths. */
const isForbidden = (segment: string) =>
  [...segment].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || char === '\\';
  });

/**
 * Decodes and normalises a raw request target (`req.url`). Null when it cannot name one of the
 * site's pages or files: not origin-form, a malformed or overlong escape, an encoded `/`, an empty
 * segment (`//x`), `.` or `..` in any encoding, a control character or a backslash. Every decision
 * (route, file, cache key) is made on what this returns, which is what is served.
 */
export function parseRequestTarget(rawUrl: string, maxLength = 2048): RequestTarget | null {
  if (rawUrl.length > maxLength || !rawUrl.startsWith('/')) return null;
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const rawSegments = rawPath.slice(1).split('/');
  const trailingSlash = rawSegments.length > 1 && rawSegments.at(-1) === '';
  if (trailingSlash) rawSegments.pop();
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/') || isForbidden(segment) || segment === '.' || segment === '..') return null;
    if (segment === '' && rawSegments.length > 1) return null;
    segments.push(segment);
  }
  // A query string is the visitor's: URLSearchParams reads any text without throwing.
  const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));
  return { path: `/${segments.join('/')}${trailingSlash ? '/' : ''}`, query };
}

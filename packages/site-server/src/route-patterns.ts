import { canonicalQuery, type QueryParameter } from '@staycompliant/contracts/query-parameters';

export interface RoutePattern {
  path: string;
  noindex: boolean;
  /**
   * The query parameters the route's page reads (the shell's route table), each by name or with
   * the values it accepts; any other parameter or value is ignored.
   */
  query?: readonly QueryParameter[];
}

function toRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Matches request paths against the shell's route table (dist/routes.json). */
export function createRouteMatcher(patterns: readonly RoutePattern[]) {
  const compiled = patterns.map((pattern) => ({ ...pattern, regexp: toRegExp(pattern.path) }));
  return (pathname: string): RoutePattern | undefined =>
    compiled.find(({ regexp }) => regexp.test(pathname)) ??
    // Like the router, a missing service id still matches /services.
    compiled.find(({ regexp }) => regexp.test(pathname.replace(/\/+$/, '') || '/'));
}

/**
 * The URL a page is rendered and cached for, its canonical URL: the path and only the query
 * parameters its route declares, in the declared order, each with a value it accepts
 * (canonicalQuery). `/?x=1` and `/` are one page, and so are `/pricing?tab=invented` and
 * `/pricing`, so a visitor's invented query strings cannot make the server render, or the cache
 * keep, a page of their own.
 */
export function pageUrl(route: RoutePattern, path: string, query: URLSearchParams): string {
  const search = canonicalQuery(route.query ?? [], query).toString();
  return search ? `${path}?${search}` : path;
}

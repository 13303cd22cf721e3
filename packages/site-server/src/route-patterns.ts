export interface RoutePattern {
  path: string;
  noindex: boolean;
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

import { type PrefetchReason, prefetchOnce } from '@staycompliant/app-runtime';
import { matchRoutes } from '@staycompliant/router';
import { footerNewsletterForm } from '../layout/site-footer';
import { type RouteEntry, routeTable } from '../routes/route-table';

const tableRoutes = routeTable.map((entry) => ({ path: entry.path, entry }));

/** The route-table entry a path belongs to, ranked as the router ranks them; none for a 404. */
export function routeOf(pathname: string): RouteEntry | undefined {
  return matchRoutes(tableRoutes, pathname)?.at(-1)?.route.entry;
}

/**
 * Starts loading what a press on an in-site link waits for, through the loader the router uses, so
 * the navigation that follows takes over the load (docs/architecture/apps-and-federation.md, "The runtime manifest and
 * loading a remote"): the page module behind it, and the footer's part, which React hydrates before
 * it shows any new page. Another origin, the page the visitor is on, or a path no route owns: nothing.
 * Resolves whether both are in.
 */
export async function prefetchRoute(href: string, reason: PrefetchReason): Promise<boolean> {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return false;
  const entry = routeOf(url.pathname);
  if (!entry) return false;
  const loaded = await Promise.all([
    prefetchOnce(footerNewsletterForm.remote, footerNewsletterForm.module, reason),
    prefetchOnce(entry.remote, entry.module, reason),
  ]);
  return loaded.every(Boolean);
}

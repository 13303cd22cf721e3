import type { RemoteName } from '@staycompliant/contracts';
import { routeTable } from '../../../shell/src/routes/route-table';
import { serverRenderedRoutes } from './routes';

/** Who owns a page: the remote the shell's route table names, or the shell itself (the 404 page). */
export type PageOwner = RemoteName | 'shell';

function matches(pattern: string, pathname: string): boolean {
  const expression = pattern.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${expression}$`).test(pathname);
}

export function ownerOf(path: string): PageOwner {
  const pathname = new URL(path, 'http://site.test').pathname;
  return routeTable.find((route) => matches(route.path, pathname))?.remote ?? 'shell';
}

/** The pages the server renders that `owner` owns, each as a visitor may land on it. */
export function serverRenderedRoutesOf(owner: PageOwner): string[] {
  return serverRenderedRoutes.filter((path) => ownerOf(path) === owner);
}

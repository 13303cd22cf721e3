import { type RouteObject, useRoutes } from '@staycompliant/router';
import { NotFoundPage } from '../errors/not-found-page';
import { RemoteRoute } from '../federation/remote-route';
import { SiteLayout } from '../layout/site-layout';
import { routeTable } from './route-table';

const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...routeTable.map((entry) => ({ path: entry.path, element: <RemoteRoute entry={entry} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The page for the current URL, inside the site's layout. */
export function SiteRoutes() {
  return useRoutes(routes);
}

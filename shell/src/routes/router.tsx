import { createBrowserRouter, type RouteObject } from '@staycompliant/router';
import { CrashPage } from '../errors/crash-page';
import { NotFoundPage } from '../errors/not-found-page';
import { RemoteRoute } from '../federation/remote-route';
import { SiteLayout } from '../layout/site-layout';
import { routeTable } from './route-table';

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <CrashPage />,
    children: [
      {
        // Inside the layout, so a crashing page keeps the header and footer.
        errorElement: <CrashPage />,
        children: [
          ...routeTable.map((entry) => ({ path: entry.path, element: <RemoteRoute entry={entry} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(routes);
}

import { RemoteModule } from '@staycompliant/app-runtime';
import { useLocation, useParams } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { canonicalPath, type RouteEntry, routeTitle } from '../routes/route-table';
import { PageSkeleton } from './page-skeleton';
import { RouteHead } from './route-head';

/** One route of the table: its head tags and the remote page that owns it. */
export function RemoteRoute({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const { pathname } = useLocation();
  return (
    <>
      <RouteHead
        title={routeTitle(entry, params, siteConfig.brand.name)}
        description={entry.description}
        canonicalPath={canonicalPath(entry, pathname, params)}
        noindex={entry.noindex}
      />
      <RemoteModule remote={entry.remote} module={entry.module} loading={<PageSkeleton />} />
    </>
  );
}

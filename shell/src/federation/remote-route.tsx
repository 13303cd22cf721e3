import { RemoteModule } from '@staycompliant/app-runtime';
import { siteConfig } from '@staycompliant/site-config';
import { useParams } from 'react-router-dom';
import { type RouteEntry, routeTitle } from '../routes/route-table';
import { PageSkeleton } from './page-skeleton';

/** One route of the table: its head tags and the remote page that owns it. */
export function RemoteRoute({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const title = routeTitle(entry, params, siteConfig.brand.name);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={entry.description} />
      {entry.noindex && <meta name="robots" content="noindex" />}
      <RemoteModule remote={entry.remote} module={entry.module} loading={<PageSkeleton />} />
    </>
  );
}

import { getOperatorClient } from '@staycompliant/backend-client';
import { Link, useSearchParams } from '@staycompliant/router';
import { AlertQueueFigures } from './alert-queue-figures';
import { enquiriesCsv } from './csv-export';
import { ServiceFilter, StatusFilter } from './enquiry-filters';
import type { Enquiry } from './enquiry-model';
import { ExportButton } from './export-button';
import { companySizeLabel, formatWhen } from './format';
import { fetchAllEnquiries } from './inbox-backend';
import { type EnquiryFilter, readEnquiryFilter, withParams } from './list-query';
import { EmptyState, ListSkeleton, LoadFailure } from './list-states';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatusBadge } from './status-badge';
import { useEnquiryPage, useStatusCounts } from './use-inbox';

/** The inbox's list: filters and counts, then 25 enquiries a page, a table on desktop and cards on a phone. */
export function EnquiryList() {
  const [params] = useSearchParams();
  const filter = readEnquiryFilter(params);
  const page = useEnquiryPage(filter);
  const counts = useStatusCounts(filter);

  return (
    <section aria-labelledby="enquiry-list-title" className="flex flex-col gap-5">
      <h2 id="enquiry-list-title" className="sr-only">
        Enquiry list
      </h2>
      <StatusFilter filter={filter} counts={counts.data} />
      <AlertQueueFigures />
      <div className="grid items-end gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <SearchBox label="Search name, e-mail or details" />
        <ServiceFilter filter={filter} />
        <ExportButton
          kind="enquiries"
          makeCsv={async () => enquiriesCsv(await fetchAllEnquiries(await getOperatorClient(), withoutPosition(filter)))}
        />
      </div>
      {page.isPending ? (
        <ListSkeleton label="Loading enquiries" />
      ) : page.isError && !page.data ? (
        <LoadFailure what="the enquiries" error={page.error} retrying={page.isFetching} onRetry={() => void page.refetch()} />
      ) : page.data.rows.length === 0 ? (
        <EmptyState
          title={filter.search || filter.status || filter.service ? 'No enquiry matches these filters.' : 'No enquiries yet.'}
          hint={
            filter.search || filter.status || filter.service
              ? 'Change the search or the filters to see more.'
              : 'Enquiries sent through the contact dialog appear here.'
          }
        />
      ) : (
        <div aria-busy={page.isFetching} className="flex flex-col gap-4">
          <EnquiryTable enquiries={page.data.rows} />
          <EnquiryCards enquiries={page.data.rows} />
          <Pager page={page.data} label="Enquiry pages" />
        </div>
      )}
    </section>
  );
}

function withoutPosition({ after: _after, before: _before, ...filter }: EnquiryFilter): EnquiryFilter {
  return filter;
}

function useOpenLink() {
  const [params] = useSearchParams();
  return (enquiry: Enquiry) => `?${withParams(params, { id: enquiry.id }).toString()}`;
}

function EnquiryTable({ enquiries }: { enquiries: Enquiry[] }) {
  const linkTo = useOpenLink();
  return (
    <div className="overflow-x-auto rounded-card border border-border max-lg:hidden">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Enquiries, newest first</caption>
        <thead className="bg-muted text-navy-900">
          <tr>
            {['Received', 'Name', 'Email', 'Company size', 'Services', 'Status'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {enquiries.map((enquiry) => (
            <tr key={enquiry.id} className="border-t border-border align-top">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatWhen(enquiry.created_at)}</td>
              <td className="max-w-56 px-4 py-3 font-semibold wrap-anywhere">
                <Link to={linkTo(enquiry)} className="text-primary underline-offset-4 hover:underline">
                  {enquiry.name}
                </Link>
              </td>
              <td className="max-w-56 px-4 py-3 wrap-anywhere">{enquiry.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{companySizeLabel(enquiry.company_size)}</td>
              <td className="max-w-64 px-4 py-3">{enquiry.services_interested.join(', ')}</td>
              <td className="px-4 py-3">
                <StatusBadge status={enquiry.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EnquiryCards({ enquiries }: { enquiries: Enquiry[] }) {
  const linkTo = useOpenLink();
  return (
    <ul aria-label="Enquiries, newest first" className="grid gap-3 sm:grid-cols-2 lg:hidden">
      {enquiries.map((enquiry) => (
        <li key={enquiry.id} className="rounded-card border border-border bg-surface p-4 shadow-card">
          <div className="flex items-start justify-between gap-3">
            <Link to={linkTo(enquiry)} className="min-w-0 font-semibold wrap-anywhere text-primary underline-offset-4 hover:underline">
              {enquiry.name}
            </Link>
            <StatusBadge status={enquiry.status} />
          </div>
          <p className="mt-1 text-sm wrap-anywhere">{enquiry.email}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {formatWhen(enquiry.created_at)} · {companySizeLabel(enquiry.company_size)}
          </p>
          <p className="mt-1 text-sm">{enquiry.services_interested.join(', ')}</p>
        </li>
      ))}
    </ul>
  );
}

import { Link, useSearchParams } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { buttonVariants, icons, Skeleton } from '@staycompliant/ui';
import { EnquiryAlert } from './enquiry-alert';
import { EnquiryHistory } from './enquiry-history';
import { EnquiryUpdateForm } from './enquiry-update-form';
import { companySizeLabel, formatWhen } from './format';
import { withParams } from './list-query';
import { EmptyState, LoadFailure } from './list-states';
import { replyMailto } from './reply-link';
import { StatusBadge } from './status-badge';
import { useEnquiry } from './use-inbox';

/** One enquiry (`?id=<uuid>`): everything the visitor sent, its status and notes, its alert e-mail, and the history. */
export function EnquiryDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const enquiry = useEnquiry(id);
  const backTo = `?${withParams(params, { id: undefined }).toString()}`;

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={backTo}
        className="inline-flex items-center gap-2 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <icons.ArrowLeft aria-hidden="true" className="size-4" />
        All enquiries
      </Link>
      {enquiry.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading the enquiry</span>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : enquiry.isError ? (
        <LoadFailure what="this enquiry" error={enquiry.error} retrying={enquiry.isFetching} onRetry={() => void enquiry.refetch()} />
      ) : !enquiry.data ? (
        <EmptyState title="This enquiry was not found." hint="The link may be wrong, or the enquiry was removed." />
      ) : (
        <article aria-labelledby="enquiry-title" className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-card">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="enquiry-title" className="min-w-0 text-2xl font-bold wrap-anywhere text-navy-900">
                {enquiry.data.name}
              </h2>
              <StatusBadge status={enquiry.data.status} />
            </div>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
              <dt className="font-semibold text-navy-900">Received</dt>
              <dd>{formatWhen(enquiry.data.created_at)}</dd>
              <dt className="font-semibold text-navy-900">Email</dt>
              <dd className="wrap-anywhere">{enquiry.data.email}</dd>
              <dt className="font-semibold text-navy-900">Company size</dt>
              <dd>{companySizeLabel(enquiry.data.company_size)}</dd>
              <dt className="font-semibold text-navy-900">Services</dt>
              <dd>
                <ul className="flex flex-col gap-1">
                  {enquiry.data.services_interested.map((service) => (
                    <li key={service}>{service}</li>
                  ))}
                </ul>
              </dd>
              <dt className="font-semibold text-navy-900">Details</dt>
              <dd className="whitespace-pre-wrap wrap-anywhere">{enquiry.data.description}</dd>
              <dt className="font-semibold text-navy-900">Last changed</dt>
              <dd>{formatWhen(enquiry.data.updated_at)}</dd>
            </dl>
            <a
              href={replyMailto(enquiry.data, siteConfig.brand.name)}
              className={buttonVariants({ variant: 'accent', className: 'self-start' })}
            >
              <icons.Mail aria-hidden="true" />
              Reply by e-mail
            </a>
          </div>
          <div className="flex flex-col gap-6">
            <EnquiryUpdateForm enquiry={enquiry.data} />
            <EnquiryAlert enquiry={enquiry.data} />
            <EnquiryHistory id={id} />
          </div>
        </article>
      )}
    </div>
  );
}

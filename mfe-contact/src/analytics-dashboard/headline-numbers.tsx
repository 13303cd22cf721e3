import { Skeleton } from '@staycompliant/ui';
import { LoadFailure } from '../operator-inbox/list-states';
import { ChangeNote } from './change-note';
import { changeBetween, conversionRate, formatCount, formatRate, pointChange } from './comparison';
import type { DateRange } from './date-range';
import { useTotals } from './use-analytics';

function Figure({ label, value, children }: { label: string; value: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-card border border-border bg-surface p-4 shadow-card">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span className="text-3xl font-bold text-navy-900 tabular-nums">{value}</span>
        {children}
      </dd>
    </div>
  );
}

/** Visitors, page views, enquiries and the conversion rate, each against the previous period of the same length. */
export function HeadlineNumbers({ range }: { range: DateRange }) {
  const current = useTotals(range);
  const previous = useTotals(range.previous);
  if (current.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <span className="sr-only">Loading the numbers</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (current.isError && !current.data) {
    return <LoadFailure what="the numbers" error={current.error} retrying={current.isFetching} onRetry={() => void current.refetch()} />;
  }
  const now = current.data;
  const before = previous.data;
  const rate = conversionRate(now.enquiries, now.visitors);
  const rateBefore = before ? conversionRate(before.enquiries, before.visitors) : undefined;
  const versus = range.previousLabel;
  return (
    <dl
      aria-busy={current.isFetching}
      aria-label={`${range.label}, compared with ${versus}`}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4"
    >
      <Figure label="Visitors" value={formatCount(now.visitors)}>
        <ChangeNote change={changeBetween(now.visitors, before?.visitors)} versus={versus} />
      </Figure>
      <Figure label="Page views" value={formatCount(now.pageviews)}>
        <ChangeNote change={changeBetween(now.pageviews, before?.pageviews)} versus={versus} />
      </Figure>
      <Figure label="Enquiries" value={formatCount(now.enquiries)}>
        <ChangeNote change={changeBetween(now.enquiries, before?.enquiries)} versus={versus} />
      </Figure>
      <Figure label="Conversion rate" value={formatRate(rate)}>
        <ChangeNote change={pointChange(rate, rateBefore)} versus={versus} />
      </Figure>
    </dl>
  );
}

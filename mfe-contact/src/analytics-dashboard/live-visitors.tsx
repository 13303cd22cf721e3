import { formatCount } from './comparison';
import { useLiveVisitors } from './use-analytics';

/**
 * Visitors in the last 5 minutes, read again every 30 s while the page is visible. A failed read
 * keeps the last count and says it is out of date; TanStack Query retries it twice, then the next
 * interval asks again.
 */
export function LiveVisitors() {
  const live = useLiveVisitors();
  const count = live.data;
  return (
    <p className="inline-flex min-h-10 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm text-navy-900">
      <span aria-hidden="true" className="size-2.5 rounded-full bg-success" />
      {count === undefined ? (
        live.isError ? (
          'Live visitors could not be read'
        ) : (
          'Reading live visitors…'
        )
      ) : (
        <span>
          <span className="font-semibold tabular-nums">{formatCount(count)}</span> {count === 1 ? 'visitor' : 'visitors'} in the last 5
          minutes
          {live.isError && ' (not up to date)'}
        </span>
      )}
    </p>
  );
}

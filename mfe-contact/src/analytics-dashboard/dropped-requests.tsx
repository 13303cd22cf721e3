import { formatCount } from './comparison';
import { DashboardPanel, QueryStates } from './dashboard-panel';
import type { DateRange } from './date-range';
import { dropReasonLabels } from './dimension-titles';
import { useDrops } from './use-analytics';

/** Requests the collector counted but did not store, by reason (docs/product.md, "Analytics", "The dashboard"). */
export function DroppedRequests({ range }: { range: DateRange }) {
  const drops = useDrops(range);
  return (
    <DashboardPanel title="Not counted">
      <QueryStates query={drops} what="the requests not counted" rows={2}>
        {(rows) =>
          rows.every((row) => row.dropped === 0) ? (
            <p className="text-sm text-muted-foreground">Every request in this range was counted.</p>
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {rows.map((row) => (
                <div key={row.reason} className="contents">
                  <dt className="text-navy-900">{dropReasonLabels[row.reason] ?? row.reason}</dt>
                  <dd className="text-right font-semibold tabular-nums text-navy-900">{formatCount(row.dropped)}</dd>
                </div>
              ))}
            </dl>
          )
        }
      </QueryStates>
    </DashboardPanel>
  );
}

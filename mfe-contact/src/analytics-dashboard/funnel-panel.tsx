import { useId } from 'react';
import { formatCount, formatRate } from './comparison';
import { DashboardPanel, QueryStates } from './dashboard-panel';
import type { DateRange } from './date-range';
import { type Funnel, toFunnels } from './funnel-steps';
import { useFunnels } from './use-analytics';

function FunnelBars({ funnel }: { funnel: Funnel }) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3">
      <figcaption id={titleId} className="font-semibold text-navy-900">
        {funnel.title}
      </figcaption>
      <ol className="flex flex-col gap-3">
        {funnel.steps.map((step) => (
          <li key={step.step} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-navy-900">
                {step.step}. {step.label}
              </span>
              <span className="tabular-nums text-navy-900">
                {formatCount(step.visitors)} visitors
                {step.step > 1 && step.shareOfFirst !== undefined && ` · ${formatRate(step.shareOfFirst)} of step 1`}
              </span>
            </div>
            <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round((step.shareOfFirst ?? 0) * 100)}%` }} />
            </div>
            {step.step > 1 && (
              <p className="text-sm text-muted-foreground">
                {step.dropOff === undefined
                  ? 'No drop-off: nobody reached the step before.'
                  : `Drop-off from step ${step.step - 1}: ${formatCount(step.dropped)} visitors (${formatRate(step.dropOff)})`}
              </p>
            )}
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** The two funnels: each step's visitors, its share of step 1 and the drop-off from the step before. */
export function FunnelPanel({ range }: { range: DateRange }) {
  const funnels = useFunnels(range);
  return (
    <DashboardPanel title="Funnels">
      <p className="text-sm text-muted-foreground">
        A later step counts the visitors of the step before who also took it, on the same day.
      </p>
      <QueryStates query={funnels} what="the funnels">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No funnel data in this range.</p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {toFunnels(rows).map((funnel) => (
                <FunnelBars key={funnel.id} funnel={funnel} />
              ))}
            </div>
          )
        }
      </QueryStates>
    </DashboardPanel>
  );
}

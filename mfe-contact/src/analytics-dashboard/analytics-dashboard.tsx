import { useQueryClient } from '@staycompliant/query';
import { useSearchParams } from '@staycompliant/router';
import { useState } from 'react';
import { ExportButton } from '../operator-inbox/export-button';
import type { Dimension } from './analytics-backend';
import { analyticsCsv } from './analytics-csv';
import { BreakdownPanel } from './breakdown-panel';
import { readRange } from './date-range';
import { DroppedRequests } from './dropped-requests';
import { FunnelPanel } from './funnel-panel';
import { HeadlineNumbers } from './headline-numbers';
import { LiveVisitors } from './live-visitors';
import { RangePicker } from './range-picker';
import { TrafficPanel } from './traffic-panel';
import { readShownData } from './use-analytics';

/** The breakdown tables, in the order the page shows them. */
const shownDimensions: readonly Dimension[] = ['page', 'entry_page', 'referrer', 'utm_source', 'device', 'browser', 'os'];

/**
 * The dashboard for a signed-in operator: the range (from the URL, in UTC days), the numbers against
 * the previous period, the time series, the breakdowns, the funnels, the live count, what was not
 * counted, and the CSV of all of it. Rendered in the browser only (behind OperatorGate), so "today"
 * is the browser's clock, read once per visit of the page.
 */
export function AnalyticsDashboard() {
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const { range, problem } = readRange(params, now);
  const queryClient = useQueryClient();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <RangePicker key={`${range.from}~${range.to}`} range={range} problem={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <LiveVisitors />
          <ExportButton
            kind="analytics"
            makeCsv={async () => analyticsCsv(range, await readShownData(queryClient, range, shownDimensions))}
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {range.label} ({range.from === range.to ? range.from : `${range.from} to ${range.to}`}, UTC), compared with {range.previousLabel}.
      </p>
      <HeadlineNumbers range={range} />
      <TrafficPanel range={range} />
      <FunnelPanel range={range} />
      <div className="grid gap-6 lg:grid-cols-2">
        {shownDimensions.map((dimension) => (
          <BreakdownPanel key={dimension} range={range} dimension={dimension} />
        ))}
        <DroppedRequests range={range} />
      </div>
    </div>
  );
}

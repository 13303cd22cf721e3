import { useSearchParams } from '@staycompliant/router';
import { icons } from '@staycompliant/ui';
import { EmptyState } from '../operator-inbox/list-states';
import type { SeriesPoint } from './analytics-backend';
import { busiestBucket, formatBucket } from './bucket-format';
import { ChoiceLinks } from './choice-links';
import { formatCount } from './comparison';
import { DashboardPanel, QueryStates } from './dashboard-panel';
import { type DateRange, withRange } from './date-range';
import { type Bucket, bucketLabels } from './range-buckets';
import { SeriesChart } from './series-chart';
import { SeriesTable } from './series-table';
import { useSeries } from './use-analytics';

const noVisitsTitle = 'No visits in this range yet';

function summaryOf(points: readonly SeriesPoint[], bucket: Bucket): string {
  const sum = (pick: (point: SeriesPoint) => number) => points.reduce((total, point) => total + pick(point), 0);
  const busiest = busiestBucket(points);
  const busiestText = busiest
    ? ` The busiest ${bucket} was ${formatBucket(busiest.bucketStart, bucket)}, with ${formatCount(busiest.visitors)} visitors.`
    : '';
  return `${points.length} ${bucket}s: ${formatCount(sum((point) => point.visitors))} visitors, ${formatCount(sum((point) => point.pageviews))} page views and ${formatCount(sum((point) => point.enquiries))} enquiries in all.${busiestText}`;
}

/** Visitors, page views and enquiries over the range, by hour, day or month, with the figures as a table. */
export function TrafficPanel({ range }: { range: DateRange }) {
  const [params] = useSearchParams();
  const series = useSeries(range);
  const bucketChoice =
    range.bucketChoices.length > 1 ? (
      <ChoiceLinks
        label="Group the chart by"
        choices={range.bucketChoices.map((bucket) => ({
          key: bucket,
          label: bucketLabels[bucket],
          to: `?${withRange(params, { bucket }).toString()}`,
          current: bucket === range.bucket,
        }))}
      />
    ) : undefined;
  return (
    <DashboardPanel title="Visitors over time" actions={bucketChoice}>
      <QueryStates query={series} what="the visitors over time" rows={4}>
        {(points) =>
          points.every((point) => point.visitors === 0 && point.pageviews === 0 && point.enquiries === 0) ? (
            <EmptyState
              icon={icons.LineChart}
              title={noVisitsTitle}
              hint="Visits appear here within 5 minutes of the visitor's first page."
            />
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{summaryOf(points, range.bucket)}</p>
              <SeriesChart points={points} bucket={range.bucket} />
              <details className="group">
                <summary className="cursor-pointer text-sm font-semibold text-primary underline-offset-4 hover:underline">
                  Show as table
                </summary>
                <div className="mt-3">
                  <SeriesTable points={points} bucket={range.bucket} />
                </div>
              </details>
            </>
          )
        }
      </QueryStates>
    </DashboardPanel>
  );
}

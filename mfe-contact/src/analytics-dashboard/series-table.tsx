import type { SeriesPoint } from './analytics-backend';
import { formatBucket } from './bucket-format';
import { formatCount } from './comparison';
import type { Bucket } from './range-buckets';
import { ScrollingTable } from './scrolling-table';

/** Every bucket of the chart as rows, for screen readers and for anyone who wants the figures. */
export function SeriesTable({ points, bucket }: { points: readonly SeriesPoint[]; bucket: Bucket }) {
  return (
    <ScrollingTable
      caption={`Visitors, page views and enquiries by ${bucket} (UTC)`}
      columns={[bucket === 'hour' ? 'Hour' : bucket === 'day' ? 'Day' : 'Month', 'Visitors', 'Page views', 'Enquiries']}
      rows={points.map((point) => ({
        key: point.bucketStart,
        cells: [
          formatBucket(point.bucketStart, bucket),
          formatCount(point.visitors),
          formatCount(point.pageviews),
          formatCount(point.enquiries),
        ],
      }))}
    />
  );
}

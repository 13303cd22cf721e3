import type { SeriesPoint } from './analytics-backend';
import type { Bucket } from './range-buckets';

const formats: Record<Bucket, Intl.DateTimeFormat> = {
  hour: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }),
  day: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "Nov 26, 14:00" (an hour), "Thu, Nov 26, 2026" (a day), "November 2026" (a month), in UTC. */
export function formatBucket(bucketStart: string, bucket: Bucket): string {
  const text = formats[bucket].format(new Date(bucketStart));
  return bucket === 'hour' ? `${text} UTC` : text;
}

/** The bucket with the most visitors (the first of equals), or undefined when none had any. */
export function busiestBucket(points: readonly SeriesPoint[]): SeriesPoint | undefined {
  let busiest: SeriesPoint | undefined;
  for (const point of points) if (point.visitors > (busiest?.visitors ?? 0)) busiest = point;
  return busiest;
}

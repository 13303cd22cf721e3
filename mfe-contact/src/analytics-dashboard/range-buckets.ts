/** How the chart groups the range's numbers: `bucket=hour|day|month` in the URL. */
const buckets = ['hour', 'day', 'month'] as const;
export type Bucket = (typeof buckets)[number];

export const bucketLabels: Record<Bucket, string> = { hour: 'Hour', day: 'Day', month: 'Month' };

/** A custom range of up to this many days is drawn by day by default, a longer one by month. */
const longestDailyDefault = 92;

/** The buckets the chart may use for a range of `days`, the default first when there is a choice. */
export function bucketChoicesFor(days: number, preset: string): Bucket[] {
  if (preset === 'today') return ['hour'];
  if (preset === '12m' || days > longestDailyDefault) return days <= 400 ? ['month', 'day'] : ['month'];
  const choices: Bucket[] = ['day'];
  if (days <= 7) choices.push('hour');
  if (days > 31) choices.push('month');
  return choices;
}

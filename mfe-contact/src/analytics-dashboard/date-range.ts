import { type Bucket, bucketChoicesFor } from './range-buckets';
import { previousLabel, rangeLabel } from './range-labels';
import { isoDay, parseDay, utcDay, utcDaysAfter, utcDaysBetween, utcMonthAfter } from './utc-days';

/**
 * The dashboard's range, read from the URL's query so a link shares the view and a reload keeps it:
 * `range=today|7d|30d|12m|custom`, `from`/`to` (custom, inclusive UTC days, YYYY-MM-DD) and
 * `bucket=hour|day|month`. Every range is half-open, [start, end), in UTC days (docs/product.md,
 * "Analytics", "The dashboard").
 */
export const rangePresets = ['today', '7d', '30d', '12m', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface Period {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface DateRange extends Period {
  preset: RangePreset;
  /** The first and last day shown, inclusive, as YYYY-MM-DD. */
  from: string;
  to: string;
  /** Whole UTC days in the range. */
  days: number;
  bucket: Bucket;
  /** The buckets the chart may use for this range, the default first when there is a choice. */
  bucketChoices: Bucket[];
  /** The period the numbers are compared with: as long, just before. */
  previous: Period;
  /** "Last 7 days", "Nov 1 – Nov 26, 2026". */
  label: string;
  /** "the previous 7 days", "yesterday". */
  previousLabel: string;
}

export interface RangeReading {
  range: DateRange;
  /** Why the custom dates in the URL were not used (the default range is shown instead). */
  problem?: string;
}

/** Custom ranges up to this many days: 10 years, which month buckets draw in 120 points. */
const maxCustomDays = 3660;
type FixedPreset = Exclude<RangePreset, 'custom'>;
const fixedPresets: readonly FixedPreset[] = ['today', '7d', '30d', '12m'];
const defaultPreset: FixedPreset = '7d';

function build(preset: RangePreset, start: Date, end: Date, previous: Period, wantedBucket: string | null): DateRange {
  const days = utcDaysBetween(start, end);
  const bucketChoices = bucketChoicesFor(days, preset);
  const bucket = bucketChoices.find((choice) => choice === wantedBucket) ?? bucketChoices[0]!;
  const lastDay = utcDaysAfter(end, -1);
  return {
    preset,
    start,
    end,
    from: isoDay(start),
    to: isoDay(lastDay),
    days,
    bucket,
    bucketChoices,
    previous,
    label: rangeLabel(preset, start, lastDay),
    previousLabel: previousLabel(preset, days),
  };
}

function presetRange(preset: FixedPreset, now: Date, wantedBucket: string | null): DateRange {
  const tomorrow = utcDaysAfter(utcDay(now), 1);
  if (preset === '12m') {
    // This month and the 11 before it, whole: month buckets never show a partial first month.
    const end = utcMonthAfter(now, 1);
    const start = utcMonthAfter(end, -12);
    return build(preset, start, end, { start: utcMonthAfter(start, -12), end: start }, wantedBucket);
  }
  const days = preset === 'today' ? 1 : preset === '7d' ? 7 : 30;
  const start = utcDaysAfter(tomorrow, -days);
  return build(preset, start, tomorrow, { start: utcDaysAfter(start, -days), end: start }, wantedBucket);
}

/** The range the URL asks for, at `now`; anything missing or unknown is the default, never an error. */
export function readRange(params: URLSearchParams, now: Date): RangeReading {
  const asked = params.get('range');
  const bucket = params.get('bucket');
  if (asked !== 'custom') {
    const preset = fixedPresets.find((each) => each === asked) ?? defaultPreset;
    return { range: presetRange(preset, now, bucket) };
  }
  const problem = customRangeProblem(params.get('from'), params.get('to'));
  if (problem) return { range: presetRange(defaultPreset, now, bucket), problem };
  const start = parseDay(params.get('from'))!;
  const end = utcDaysAfter(parseDay(params.get('to'))!, 1);
  const length = end.getTime() - start.getTime();
  return { range: build('custom', start, end, { start: new Date(start.getTime() - length), end: start }, bucket) };
}

/** What is wrong with a custom from/to pair, in the operator's words; undefined when it is usable. */
export function customRangeProblem(from: string | null, to: string | null): string | undefined {
  const start = parseDay(from);
  const last = parseDay(to);
  if (!start || !last) return 'Enter both dates of the custom range.';
  if (last < start) return 'The end date is before the start date.';
  if (utcDaysBetween(start, last) + 1 > maxCustomDays) return 'A custom range can span at most 10 years.';
  return undefined;
}

/** The query of a link to another range or bucket, keeping the rest of the URL. */
export function withRange(
  params: URLSearchParams,
  changes: { range?: RangePreset; from?: string; to?: string; bucket?: Bucket | null },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (changes.range) {
    next.set('range', changes.range);
    next.delete('bucket');
    if (changes.range !== 'custom') {
      next.delete('from');
      next.delete('to');
    }
  }
  if (changes.from !== undefined) next.set('from', changes.from);
  if (changes.to !== undefined) next.set('to', changes.to);
  if (changes.bucket === null) next.delete('bucket');
  else if (changes.bucket) next.set('bucket', changes.bucket);
  return next;
}

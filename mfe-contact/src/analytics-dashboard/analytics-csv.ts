import { toCsv } from '../operator-inbox/csv-export';
import type { BreakdownRow, Dimension, DropRow, FunnelStepRow, SeriesPoint, Totals } from './analytics-backend';
import type { DateRange } from './date-range';
import { dimensionTitles } from './dimension-titles';
import { toFunnels } from './funnel-steps';

const analyticsCsvHeader = ['Section', 'Item', 'Visitors', 'Page views', 'Enquiries', 'Dropped requests'] as const;

export interface ShownData {
  totals: Totals;
  series: SeriesPoint[];
  breakdowns: { dimension: Dimension; rows: BreakdownRow[] }[];
  funnels: FunnelStepRow[];
  drops: DropRow[];
}

/**
 * What the dashboard shows for a range as one table, a row per figure: the range, the totals, each
 * bucket of the series, each row of every breakdown, each funnel step and each drop reason. Paths,
 * referrers and UTM sources come from visitors, so the inbox's formula guard (toCsv) makes any cell
 * a spreadsheet would run inert.
 */
export function analyticsCsv(range: DateRange, shown: ShownData): string {
  const count = (value: number) => String(value);
  const rows: string[][] = [
    ['Range (UTC, inclusive)', `${range.from} to ${range.to}`, '', '', '', ''],
    ['Totals', range.label, count(shown.totals.visitors), count(shown.totals.pageviews), count(shown.totals.enquiries), ''],
    ...shown.series.map((point) => [
      `Series by ${range.bucket}`,
      point.bucketStart,
      count(point.visitors),
      count(point.pageviews),
      count(point.enquiries),
      '',
    ]),
    ...shown.breakdowns.flatMap(({ dimension, rows: breakdown }) =>
      breakdown.map((row) => [dimensionTitles[dimension], row.value, count(row.visitors), count(row.pageviews), '', '']),
    ),
    ...toFunnels(shown.funnels).flatMap((funnel) =>
      funnel.steps.map((step) => [`Funnel: ${funnel.title}`, `${step.step}. ${step.label}`, count(step.visitors), '', '', '']),
    ),
    ...shown.drops.map((drop) => ['Dropped requests', drop.reason, '', '', '', count(drop.dropped)]),
  ];
  return toCsv(analyticsCsvHeader, rows);
}

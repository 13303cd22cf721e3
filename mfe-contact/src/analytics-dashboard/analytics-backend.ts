import type { SupabaseClient } from '@staycompliant/backend-client';
import type { Enums } from '@staycompliant/contracts';
import { dataOf } from '../operator-inbox/backend-error';
import type { Period } from './date-range';
import type { Bucket } from './range-buckets';

/**
 * The admin RPCs of the analytics migration (docs/architecture/analytics.md, "Analytics"): each refuses a
 * caller whose JWT is not an admin's (42501). Ranges are half-open, [range_start, range_end).
 * Counts are bigints, which PostgREST sends as JSON numbers; Number() keeps a string one a number too.
 */
export interface Totals {
  visitors: number;
  pageviews: number;
  enquiries: number;
}

export interface SeriesPoint extends Totals {
  /** ISO timestamp of the bucket's first instant, UTC. */
  bucketStart: string;
}

export type Dimension = Enums<'analytics_dimension'>;

export interface BreakdownRow {
  value: string;
  visitors: number;
  pageviews: number;
}

export interface FunnelStepRow {
  funnel: string;
  step: number;
  label: string;
  visitors: number;
}

export interface DropRow {
  reason: Enums<'analytics_drop_reason'>;
  dropped: number;
}

/** Rows per breakdown table. */
export const breakdownRows = 10;

function rangeArgs(period: Period) {
  return { range_start: period.start.toISOString(), range_end: period.end.toISOString() };
}

export async function fetchTotals(client: SupabaseClient, period: Period): Promise<Totals> {
  const rows = dataOf(await client.rpc('analytics_totals', rangeArgs(period)));
  const row = rows[0];
  return { visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0), enquiries: Number(row?.enquiries ?? 0) };
}

export async function fetchSeries(client: SupabaseClient, period: Period, bucket: Bucket): Promise<SeriesPoint[]> {
  const rows = dataOf(await client.rpc('analytics_series', { ...rangeArgs(period), bucket }));
  return rows.map((row) => ({
    bucketStart: new Date(row.bucket_start).toISOString(),
    visitors: Number(row.visitors ?? 0),
    pageviews: Number(row.pageviews ?? 0),
    enquiries: Number(row.enquiries ?? 0),
  }));
}

export async function fetchBreakdown(client: SupabaseClient, period: Period, dimension: Dimension): Promise<BreakdownRow[]> {
  const rows = dataOf(await client.rpc('analytics_breakdown', { ...rangeArgs(period), dimension, row_limit: breakdownRows }));
  return rows.map((row) => ({ value: row.value ?? '', visitors: Number(row.visitors ?? 0), pageviews: Number(row.pageviews ?? 0) }));
}

export async function fetchFunnels(client: SupabaseClient, period: Period): Promise<FunnelStepRow[]> {
  const rows = dataOf(await client.rpc('analytics_funnels', rangeArgs(period)));
  return rows.map((row) => ({ funnel: row.funnel, step: Number(row.step), label: row.label, visitors: Number(row.visitors ?? 0) }));
}

export async function fetchDrops(client: SupabaseClient, period: Period): Promise<DropRow[]> {
  const rows = dataOf(await client.rpc('analytics_drops', rangeArgs(period)));
  return rows.map((row) => ({ reason: row.reason, dropped: Number(row.dropped ?? 0) }));
}

/** Distinct visitors with an event in the last 5 minutes. */
export async function fetchLiveVisitors(client: SupabaseClient): Promise<number> {
  const answer = await client.rpc('analytics_live');
  if (answer.error) dataOf(answer);
  return Number(answer.data ?? 0);
}

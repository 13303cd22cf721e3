import { getOperatorClient } from '@staycompliant/backend-client';
import { operatorQuery } from '@staycompliant/operator-console';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@staycompliant/query';
import { type Dimension, fetchBreakdown, fetchDrops, fetchFunnels, fetchLiveVisitors, fetchSeries, fetchTotals } from './analytics-backend';
import type { DateRange, Period } from './date-range';
import type { Bucket } from './range-buckets';

const analyticsKey = ['operator-analytics'] as const;

/** Two quiet retries, with TanStack Query's doubling delay, for what the network may cure; a refused session ends it instead. */
const dashboardQuery = operatorQuery(2);
/** The numbers of a past range change only as the rollup catches up (every 5 minutes at most). */
const staleTime = 60_000;
/** The live count is read again this often while the page is visible (TanStack Query pauses it in a hidden tab). */
const liveRefreshMs = 30_000;

function periodKey(period: Period) {
  return [period.start.toISOString(), period.end.toISOString()] as const;
}

const common = { ...dashboardQuery, staleTime, placeholderData: keepPreviousData } as const;

const analyticsQueries = {
  totals: (period: Period) =>
    queryOptions({
      queryKey: [...analyticsKey, 'totals', ...periodKey(period)],
      queryFn: async () => fetchTotals(await getOperatorClient(), period),
      ...common,
    }),
  series: (period: Period, bucket: Bucket) =>
    queryOptions({
      queryKey: [...analyticsKey, 'series', ...periodKey(period), bucket],
      queryFn: async () => fetchSeries(await getOperatorClient(), period, bucket),
      ...common,
    }),
  breakdown: (period: Period, dimension: Dimension) =>
    queryOptions({
      queryKey: [...analyticsKey, 'breakdown', ...periodKey(period), dimension],
      queryFn: async () => fetchBreakdown(await getOperatorClient(), period, dimension),
      ...common,
    }),
  funnels: (period: Period) =>
    queryOptions({
      queryKey: [...analyticsKey, 'funnels', ...periodKey(period)],
      queryFn: async () => fetchFunnels(await getOperatorClient(), period),
      ...common,
    }),
  drops: (period: Period) =>
    queryOptions({
      queryKey: [...analyticsKey, 'drops', ...periodKey(period)],
      queryFn: async () => fetchDrops(await getOperatorClient(), period),
      ...common,
    }),
};

export function useTotals(period: Period) {
  return useQuery(analyticsQueries.totals(period));
}

export function useSeries(range: DateRange) {
  return useQuery(analyticsQueries.series(range, range.bucket));
}

export function useBreakdown(range: DateRange, dimension: Dimension) {
  return useQuery(analyticsQueries.breakdown(range, dimension));
}

export function useFunnels(range: DateRange) {
  return useQuery(analyticsQueries.funnels(range));
}

export function useDrops(range: DateRange) {
  return useQuery(analyticsQueries.drops(range));
}

export function useLiveVisitors() {
  return useQuery({
    queryKey: [...analyticsKey, 'live'],
    queryFn: async () => fetchLiveVisitors(await getOperatorClient()),
    ...dashboardQuery,
    refetchInterval: liveRefreshMs,
  });
}

/** What the dashboard shows for a range, read from the cache or asked for when not there yet (the CSV export). */
export async function readShownData(queryClient: QueryClient, range: DateRange, shownDimensions: readonly Dimension[]) {
  const [series, breakdowns, funnels, drops, totals] = await Promise.all([
    queryClient.ensureQueryData(analyticsQueries.series(range, range.bucket)),
    Promise.all(shownDimensions.map((dimension) => queryClient.ensureQueryData(analyticsQueries.breakdown(range, dimension)))),
    queryClient.ensureQueryData(analyticsQueries.funnels(range)),
    queryClient.ensureQueryData(analyticsQueries.drops(range)),
    queryClient.ensureQueryData(analyticsQueries.totals(range)),
  ]);
  return {
    totals,
    series,
    breakdowns: shownDimensions.map((dimension, index) => ({ dimension, rows: breakdowns[index]! })),
    funnels,
    drops,
  };
}

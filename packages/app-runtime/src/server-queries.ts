import { type DehydratedState, dehydrate, hashKey, type QueryClient, type QueryKey } from '@staycompliant/query';

// A page rendered on the server with data (docs/architecture/server-rendering.md, "Server rendering"): a remote's
// component fills its query on the server (fillQueryOnServer), the shell's server entry hands the
// data to the browser and says how long the page may be kept (serverRenderedQueries), and the
// browser's query client starts from that data, so hydration renders the same and fetches nothing
// until the data goes stale. The query client is the one object the shell and every remote share
// on the server, so what was missed is noted in it too.

/** An answer the server read, and when it was fetched: its freshness counts from then, in the browser too. */
export interface ServerAnswer<T> {
  data: T;
  updatedAt: number;
}

/** The query under which the hashes of the queries the server gave up on are noted. */
const missingKey = ['server-render', 'missing'] as const;
const missingHash = hashKey(missingKey);

const waits = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * On the server: waits at most `waitMs` for `load`'s answer and puts it in `queryClient` under
 * `queryKey`, dated `updatedAt`. With no answer in time (or none at all) the page renders as the
 * browser first would, without the data, and the query is noted as missing, so the page does not
 * count as complete. A late answer is not waited for; `load` may keep it for the next render.
 * One promise per client and key, so a component can `use` it: React renders the component again
 * once it settles, and gets the same promise.
 */
export function fillQueryOnServer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  load: () => Promise<ServerAnswer<T> | undefined>,
  waitMs: number,
): Promise<void> {
  const byKey = waits.get(queryClient) ?? new Map<string, Promise<void>>();
  waits.set(queryClient, byKey);
  const hash = hashKey(queryKey);
  let wait = byKey.get(hash);
  if (!wait) {
    wait = answerWithin(load, waitMs).then((answer) => {
      if (answer) queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.updatedAt });
      else queryClient.setQueryData<string[]>(missingKey, (hashes = []) => [...hashes, hash]);
    });
    byKey.set(hash, wait);
  }
  return wait;
}

function answerWithin<T>(load: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    const settle = (answer: T | undefined) => {
      clearTimeout(timer);
      resolve(answer);
    };
    load().then(settle, () => settle(undefined));
  });
}

export interface ServerRenderedQueries {
  /** The queries that have data, for the browser's query client (TanStack Query's `hydrate`). */
  state: DehydratedState;
  /** False when the server gave up on a query: the browser fetches it, and the page is not kept. */
  complete: boolean;
  /** When the first of that data goes stale (ms since the epoch); undefined when the page holds none. */
  freshUntil: number | undefined;
}

/** What a page rendered on the server read through `queryClient`, once the render is done. */
export function serverRenderedQueries(queryClient: QueryClient): ServerRenderedQueries {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryHash !== missingHash,
  });
  const staleAt = state.queries.map(({ queryKey, queryHash, state: { dataUpdatedAt } }) => {
    const { staleTime } = queryClient.defaultQueryOptions({ queryKey });
    const query = queryClient.getQueryCache().get(queryHash);
    const ms = typeof staleTime === 'function' ? (query ? staleTime(query) : 0) : staleTime;
    return dataUpdatedAt + (ms === 'static' ? Number.POSITIVE_INFINITY : (ms ?? 0));
  });
  return {
    state,
    complete: (queryClient.getQueryData<string[]>(missingKey) ?? []).length === 0,
    freshUntil: staleAt.length > 0 ? Math.min(...staleAt) : undefined,
  };
}

import { MutationCache, QueryCache, QueryClient } from '@staycompliant/query';

/** How long what was read stays fresh: the browser asks again only after this. */
export const dataFreshMs = 5 * 60 * 1000;

/**
 * What a query or a mutation may ask of the site's one client when it fails, in its `meta`:
 * `onFailure` runs once for each failure (after the query's retries), whichever component shows it.
 * Operator pages end a session the server refused this way (packages/operator-console).
 */
interface RequestMeta extends Record<string, unknown> {
  onFailure?: (error: unknown, client: QueryClient) => void;
}

// Register is TanStack Query's own interface, re-exported by name: augmenting it here types the
// meta of every query and mutation, as augmenting @tanstack/react-query would.
declare module '@staycompliant/query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * The site's one query client. It sets only what differs from TanStack Query's defaults, which
 * the site keeps: 3 retries in the browser (none on the server), 1 s doubling to at most 30 s
 * between them, unused data dropped after 5 minutes (kept for the whole render on the server).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => query.meta?.onFailure?.(error, client) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _result, mutation) => mutation.meta?.onFailure?.(error, client) }),
    defaultOptions: {
      // Data is fresh for 5 minutes, not stale at once: the logos, the latest articles and the
      // operators' lists change a few times a day, so going back to a page within 5 minutes shows
      // what was read without asking again. Changes the site makes itself invalidate their queries.
      queries: { staleTime: dataFreshMs },
    },
  });
  return client;
}

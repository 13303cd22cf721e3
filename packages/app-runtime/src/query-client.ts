import { QueryClient } from '@tanstack/react-query';

/** How long what was read stays fresh: the browser asks again only after this. */
export const dataFreshMs = 5 * 60 * 1000;

/**
 * The site's one query client. It sets only what differs from TanStack Query's defaults, which
 * the site keeps: 3 retries in the browser (none on the server), 1 s doubling to at most 30 s
 * between them, unused data dropped after 5 minutes (kept for the whole render on the server).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data is fresh for 5 minutes, not stale at once: the logos, the latest articles and the
      // operators' lists change a few times a day, so going back to a page within 5 minutes shows
      // what was read without asking again. Changes the site makes itself invalidate their queries.
      queries: { staleTime: dataFreshMs },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

const fiveMinutes = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s … capped at 30 s (docs/product.md, "Constants"). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** The site's one query client: cache 5 minutes, 3 retries with doubling backoff. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: fiveMinutes, staleTime: fiveMinutes, retry: 3, retryDelay },
    },
  });
}

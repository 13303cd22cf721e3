import { QueryClient } from '@tanstack/react-query';

const fiveMinutes = 5 * 60 * 1000;

/** 1 s, 2 s, 4 s … capped at 30 s (docs/product.md, "Constants"). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The site's one query client: cache 5 minutes, 3 retries with doubling backoff. On the server a
 * client lives for one render, and a garbage-collection timer would keep its data (and a static
 * render's process) alive for 5 minutes after it: it is collected with the render instead.
 */
export function createQueryClient(): QueryClient {
  const onTheServer = typeof window === 'undefined';
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: onTheServer ? Number.POSITIVE_INFINITY : fiveMinutes, staleTime: fiveMinutes, retry: 3, retryDelay },
    },
  });
}

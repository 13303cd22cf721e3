import { QueryClient, QueryClientProvider } from '@staycompliant/query';
import { MemoryRouter } from '@staycompliant/router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export type FeedAnswer = { status: number; body: unknown } | 'network-error';

/**
 * Stubs fetch with the given answers, one per request (the last one repeats), and records each
 * request's URL.
 */
export function stubFeed(...answers: FeedAnswer[]) {
  const requests: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    requests.push(url);
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

/** Renders at `url` with a router and a query client shaped like the shell's, without the backoff waits. */
export function renderWithFeed(ui: ReactElement, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0, gcTime: Number.POSITIVE_INFINITY } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

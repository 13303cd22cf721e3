import { MutationObserver, QueryObserver } from '@staycompliant/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function observe(queryFn: () => Promise<string>) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: ['anything'], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

describe('createQueryClient', () => {
  it('retries a failed query 3 times, 1 s, 2 s and 4 s apart (docs/product.md, "Constants")', async () => {
    const queryFn = vi.fn(() => Promise.reject(new Error('down')));
    const { observer, unsubscribe } = observe(queryFn);
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return queryFn.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(2000)).toBe(3);
    expect(await callsAfter(4000)).toBe(4);
    expect(await callsAfter(60_000)).toBe(4);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });

  it('keeps what was read fresh for 5 minutes', async () => {
    const { observer, unsubscribe } = observe(() => Promise.resolve('read'));
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data).toBe('read');
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(observer.getCurrentResult().isStale).toBe(false);
    // TanStack marks it stale on the next millisecond after staleTime.
    await vi.advanceTimersByTimeAsync(2);
    expect(observer.getCurrentResult().isStale).toBe(true);
    unsubscribe();
  });

  it("runs a failed query's meta.onFailure once, after its retries, with the client", async () => {
    const client = createQueryClient();
    const onFailure = vi.fn();
    const failure = new Error('refused');
    const observer = new QueryObserver(client, {
      queryKey: ['with meta'],
      queryFn: () => Promise.reject(failure),
      retry: 1,
      retryDelay: 10,
      meta: { onFailure },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(5);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(onFailure.mock.calls).toEqual([[failure, client]]);
    unsubscribe();
  });

  it("runs a failed mutation's meta.onFailure once, with the client", async () => {
    const client = createQueryClient();
    const onFailure = vi.fn();
    const failure = new Error('refused');
    const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(failure), meta: { onFailure } });
    await observer.mutate().catch(() => {});
    expect(onFailure.mock.calls).toEqual([[failure, client]]);
  });
});

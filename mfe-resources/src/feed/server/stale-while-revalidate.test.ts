import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staleWhileRevalidate } from './stale-while-revalidate';

const minute = 60_000;

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** A load whose answers are settled by hand, in order. */
function manualLoad() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, next: () => pending.shift()! };
}

const cacheOf = (load: () => Promise<string>) => staleWhileRevalidate({ load, freshMs: 5 * minute, maxAgeMs: 60 * minute });

describe('staleWhileRevalidate', () => {
  it('shares one fetch between concurrent requests, then serves the fresh answer without fetching', async () => {
    const { load, next } = manualLoad();
    const cache = cacheOf(load);
    const [first, second] = [cache.get(), cache.get()];
    expect(load).toHaveBeenCalledTimes(1);
    next().resolve('v1');
    expect(await first).toEqual({ value: 'v1', fetchedAt: 0 });
    expect(await second).toEqual({ value: 'v1', fetchedAt: 0 });

    vi.setSystemTime(5 * minute - 1);
    expect(await cache.get()).toEqual({ value: 'v1', fetchedAt: 0 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once while one refresh runs, then the refreshed one', async () => {
    const { load, next } = manualLoad();
    const cache = cacheOf(load);
    const firstGet = cache.get();
    next().resolve('v1');
    await firstGet;

    vi.setSystemTime(6 * minute);
    expect(await cache.get()).toEqual({ value: 'v1', fetchedAt: 0 });
    expect(await cache.get()).toEqual({ value: 'v1', fetchedAt: 0 });
    expect(load).toHaveBeenCalledTimes(2);
    next().resolve('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get()).toEqual({ value: 'v2', fetchedAt: 6 * minute });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good answer while refreshes fail, for at most maxAgeMs', async () => {
    const { load, next } = manualLoad();
    const cache = cacheOf(load);
    const firstGet = cache.get();
    next().resolve('v1');
    await firstGet;

    vi.setSystemTime(10 * minute);
    expect((await cache.get()).value).toBe('v1');
    next().reject(new Error('feed down'));
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(59 * minute);
    expect((await cache.get()).value).toBe('v1');
    next().reject(new Error('feed down'));
    await vi.advanceTimersByTimeAsync(0);

    vi.setSystemTime(60 * minute);
    const tooOld = cache.get();
    next().reject(new Error('feed down'));
    await expect(tooOld).rejects.toThrow('feed down');
    // A failure with nothing to serve is not remembered: the next request tries again.
    const again = cache.get();
    expect(load).toHaveBeenCalledTimes(5);
    next().resolve('v2');
    expect(await again).toEqual({ value: 'v2', fetchedAt: 60 * minute });
  });

  it('a fetch that a request stopped waiting for still fills the cache', async () => {
    const cache = cacheOf(() => new Promise((resolve) => setTimeout(() => resolve('slow'), 3000)));
    const render = Promise.race([cache.get(), new Promise((resolve) => setTimeout(() => resolve('gave up'), 1000))]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await render).toBe('gave up');
    await vi.advanceTimersByTimeAsync(2000);
    const next = cache.get();
    expect(await next).toEqual({ value: 'slow', fetchedAt: 3000 });
  });
});

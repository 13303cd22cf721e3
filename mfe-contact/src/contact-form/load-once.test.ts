// @vitest-environment node

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadOnce', () => {
  it('loads once for every caller, and says when it is loaded', async () => {
    const importCode = vi.fn(async () => ({ ready: true }));
    const code = loadOnce(importCode, 'the checks');
    expect(code.isLoaded()).toBe(false);
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    await code.load();
    expect(importCode).toHaveBeenCalledTimes(1);
    expect(code.isLoaded()).toBe(true);
  });

  it('tries a failing load three times, 0.5 s then 1 s apart, then fails; the next call tries again', async () => {
    const importCode = vi
      .fn<() => Promise<{ ready: boolean }>>()
      .mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const code = loadOnce(importCode, 'the checks');
    const failed = expect(code.load()).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(499);
    expect(importCode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importCode).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    expect(importCode).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(importCode).toHaveBeenCalledTimes(3);
    expect(code.isLoaded()).toBe(false);

    importCode.mockResolvedValue({ ready: true });
    await expect(code.load()).resolves.toEqual({ ready: true });
    expect(importCode).toHaveBeenCalledTimes(4);
    expect(code.isLoaded()).toBe(true);
  });
});

// @vitest-environment node

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetries } from './load-with-retries';
import { TimeoutError } from './with-timeout';

const policy = { attempts: 3, firstDelayMs: 100, deadlineMs: 1000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithRetries', () => {
  it('resolves with the first attempt that succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('loaded');
    await expect(loadWithRetries(load, { ...policy, firstDelayMs: 1 }, 'part')).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with its error', async () => {
    const load = vi.fn().mockRejectedValue(new Error('down'));
    await expect(loadWithRetries(load, { ...policy, firstDelayMs: 1 }, 'part')).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('makes no attempt whose wait would pass the deadline', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const result = loadWithRetries(load, { attempts: 5, firstDelayMs: 400, deadlineMs: 1000 }, 'part');
    const settled = expect(result).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    // 0 ms, then 400 ms; the next would start at 1200 ms, past the deadline.
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not try again after a load that never answered', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => {}));
    const result = loadWithRetries(load, policy, 'part');
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(load).toHaveBeenCalledTimes(1);
  });
});

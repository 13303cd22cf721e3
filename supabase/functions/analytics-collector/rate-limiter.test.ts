import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows `limit` events per key per window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, maxKeys: 100, now: () => now });
    expect([1, 2, 3, 4, 5].map(() => limiter.allow('a'))).toEqual([true, true, true, false, false]);
    expect(limiter.allow('b')).toBe(true);
    now = 59_999;
    expect(limiter.allow('a')).toBe(false);
    now = 60_000;
    expect(limiter.allow('a')).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the oldest window first', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 1000, now: () => now });
    expect(limiter.allow('first')).toBe(true);
    expect(limiter.allow('first')).toBe(false);
    for (let n = 0; n < 100_000; n += 1) {
      now += 1;
      limiter.allow(`visitor-${n}`);
    }
    expect(limiter.size).toBe(1000);
    // Its window was forgotten: it starts a new one.
    expect(limiter.allow('first')).toBe(true);
    // The newest keys are still limited.
    expect(limiter.allow('visitor-99999')).toBe(false);
  });

  it('tells the first refusal of a window from the others', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000, maxKeys: 100, now: () => now });
    expect([1, 2, 3, 4, 5].map(() => limiter.attempt('a'))).toEqual(['allowed', 'allowed', 'first-refusal', 'refused', 'refused']);
    now = 60_000;
    expect([1, 2, 3].map(() => limiter.attempt('a'))).toEqual(['allowed', 'allowed', 'first-refusal']);
  });
});

// A per-visitor limit on stored events, in memory (each Edge Function instance keeps its own).
// Pure and free of Deno APIs.

export interface RateLimiterOptions {
  /** Events allowed per key per window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past it the oldest window is forgotten first. */
  maxKeys: number;
  now?: () => number;
}

/**
 * A fixed window per key. The Map keeps insertion order, and a key is re-inserted when its window
 * starts, so the first entries are the oldest windows: the ones evicted when the Map is full. Memory is
 * bounded by `maxKeys` whatever the number of visitors; a flood of new keys can only make the limiter
 * forget old windows early (those visitors then start a new window), never grow it.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** True when the key may send one more event now (and counts it), false when it is over its limit. */
  allow(key: string): boolean {
    return this.attempt(key) === 'allowed';
  }

  /**
   * As allow, telling the first refusal of a window from the others: the collector records one
   * rate-limited drop per key and window, so a flood costs the database one write, not one per request.
   */
  attempt(key: string): 'allowed' | 'first-refusal' | 'refused' {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && now - window.startedAt < this.options.windowMs) {
      window.count += 1;
      if (window.count <= this.options.limit) return 'allowed';
      return window.count === this.options.limit + 1 ? 'first-refusal' : 'refused';
    }
    this.windows.delete(key);
    this.windows.set(key, { startedAt: now, count: 1 });
    while (this.windows.size > this.options.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
    return 'allowed';
  }

  get size(): number {
    return this.windows.size;
  }
}

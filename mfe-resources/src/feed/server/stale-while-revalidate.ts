/** An answer and when it arrived (ms since the epoch). */
export interface Dated<T> {
  value: T;
  fetchedAt: number;
}

export interface StaleWhileRevalidateOptions<T> {
  load: () => Promise<T>;
  /** An answer younger than this is served as it is. */
  freshMs: number;
  /**
   * An older answer is still served, at once, while one refresh runs; one this old is not served
   * any more (every refresh since has failed), and a request waits for the next fetch.
   */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * One answer kept in memory, stale-while-revalidate: a fresh answer at once; a stale one at once
 * too, while one refresh runs in the background; with none (or one past maxAgeMs), the fetch in
 * flight, which every concurrent request shares. A failed refresh keeps the last good answer.
 */
export function staleWhileRevalidate<T>({ load, freshMs, maxAgeMs, now = Date.now }: StaleWhileRevalidateOptions<T>) {
  let last: Dated<T> | undefined;
  let inFlight: Promise<Dated<T>> | undefined;

  function refresh(): Promise<Dated<T>> {
    inFlight ??= load()
      .then((value) => {
        last = { value, fetchedAt: now() };
        return last;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    get(): Promise<Dated<T>> {
      const age = last ? now() - last.fetchedAt : Number.POSITIVE_INFINITY;
      if (last && age < freshMs) return Promise.resolve(last);
      if (last && age < maxAgeMs) {
        // The failure is the next request's to see, if the answer is too old by then.
        refresh().catch(() => {});
        return Promise.resolve(last);
      }
      return refresh();
    },
  };
}

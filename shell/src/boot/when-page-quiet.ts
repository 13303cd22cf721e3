/** What ends a quiet period: a resource that finished loading, a task that held the main thread 50 ms or more. */
const activityTypes = ['resource', 'longtask'];

/**
 * Resolves once no resource has finished loading and no long task has run for `quietMs` (their
 * performance entries), or after `capMs` whatever the page does. A request still on its way makes
 * no entry until it ends, so one that never ends (a stalled part below the fold) does not hold this
 * back; where the browser gives neither kind of entry, it waits `quietMs`.
 */
export function whenPageQuiet(quietMs: number, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    let lastActivityAt = Date.now();
    const supported = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
    const observers = activityTypes
      .filter((type) => supported.includes(type))
      .map((type) => {
        const observer = new PerformanceObserver(() => {
          lastActivityAt = Date.now();
        });
        observer.observe({ type });
        return observer;
      });
    let check: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const observer of observers) observer.disconnect();
      clearTimeout(check);
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(done, capMs);
    const checkLater = (delay: number) => {
      check = setTimeout(() => {
        const quietFor = Date.now() - lastActivityAt;
        if (quietFor >= quietMs) done();
        else checkLater(quietMs - quietFor);
      }, delay);
    };
    checkLater(quietMs);
  });
}

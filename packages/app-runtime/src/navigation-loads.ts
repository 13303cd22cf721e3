/**
 * The loads a visitor is waiting for: a page reached by a link (its remote module), or one a press
 * on a link is about to need (prefetched on intent). While any is on its way, the parts below the
 * fold that are not started yet wait (lazyPart), so a navigation's code is not queued behind them
 * (docs/architecture/apps-and-federation.md, "The runtime manifest and loading a remote"). Every tracked load is bounded
 * by its own deadline, so nothing waits here for longer than that.
 */
interface NavigationLoads {
  pending: number;
  waiting: Array<() => void>;
}

// Each app bundles its own copy of this package (it is not a federation singleton): the count lives
// on the page's global object, so the shell's loads hold back the remotes' parts too.
const key = Symbol.for('staycompliant.navigation-loads');
const holder = globalThis as { [key]?: NavigationLoads };
const loads: NavigationLoads = holder[key] ?? { pending: 0, waiting: [] };
holder[key] = loads;

/** Counts `load` as one the visitor waits for until it settles; returns it. */
export function trackNavigationLoad<T>(load: Promise<T>): Promise<T> {
  loads.pending += 1;
  const settled = () => {
    loads.pending -= 1;
    if (loads.pending > 0) return;
    const now = loads.waiting;
    loads.waiting = [];
    for (const resolve of now) resolve();
  };
  load.then(settled, settled);
  return load;
}

/** Resolves at once when no navigation's load is on its way, else once none is. */
export function whenNoNavigationLoad(): Promise<void> {
  return loads.pending === 0 ? Promise.resolve() : new Promise((resolve) => loads.waiting.push(resolve));
}

/** True while a navigation's load is on its way. */
export function isNavigationLoading(): boolean {
  return loads.pending > 0;
}

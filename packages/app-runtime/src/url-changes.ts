let changed = false;
let waiting: Array<() => void> = [];

function notify() {
  changed = true;
  const now = waiting;
  waiting = [];
  for (const resolve of now) resolve();
}

// Watched from the moment this module runs in the browser (before hydration), so a change made
// before a part asks (a press held until the app was live, then replayed) is not missed.
if (typeof window !== 'undefined' && typeof history !== 'undefined') {
  for (const method of ['pushState', 'replaceState'] as const) {
    const write = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const [, , url] = args;
      if (url !== undefined && url !== null && new URL(String(url), location.href).href !== location.href) notify();
      return write.apply(this, args);
    };
  }
  window.addEventListener('popstate', notify);
}

/**
 * Resolves once the page's URL has changed since it loaded: a link followed in the app, a query the
 * page writes (the pricing tab, the tools' answers), Back or Forward; at once if it already has. It
 * resolves as the router writes the URL, before React renders the change: a part still waiting to
 * hydrate must start loading then, because React holds that render (the whole navigation) until
 * every such part above which a context changes has hydrated (docs/architecture/server-rendering.md, "Server rendering").
 */
export function whenUrlChanges(): Promise<void> {
  return changed ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

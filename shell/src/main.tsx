import './styles.css';
import { applyHeadAfterPaint } from './boot/head-after-paint';
import { loadRemoteEntryMap } from './federation/remote-entry-map';

// The server's page paints first; then the app's code, the shell's and that of the remote modules
// the page holds, loads and hydrates it (shell/src/boot/hydrate-page.tsx). Run before the first
// frame, that code, a long task on a phone, would hold the page's first paint back by its whole
// length.

/** How long the app waits for the first paint before loading anyway. */
const paintWaitLimitMs = 3000;

function afterFirstPaint(run: () => void) {
  // A tab opened in the background draws no frames until it is shown, and pnpm dev serves no
  // server-rendered page: nothing to wait for.
  if (document.visibilityState === 'hidden' || import.meta.env.DEV) return run();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    run();
  };
  // The paint entry arrives once the frame is on screen; a requestAnimationFrame callback runs
  // before the frame is even drawn (the fallback where paint entries are not supported). A page
  // with nothing to paint gets no entry: the timer bounds the wait.
  const paintEntries = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  const observer = paintEntries ? new PerformanceObserver(once) : null;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(once, 0));
  const fallback = setTimeout(once, paintWaitLimitMs);
}

afterFirstPaint(() => {
  void applyHeadAfterPaint();
  // remotes.json comes beside the app's code, not after it. Not a <link rel="preload"> in the head:
  // fetched before the first paint, it was unused for seconds on a slow phone (a console warning),
  // and the loader fetches it with no-cache. A failure here is the loader's to show, with Retry.
  loadRemoteEntryMap().catch(() => {});
  void import('./boot/hydrate-page');
  // pnpm dev counts nothing: its visits are the developers' own, and it serves no /api/signal.
  if (!import.meta.env.DEV) void import('./boot/start-analytics');
});

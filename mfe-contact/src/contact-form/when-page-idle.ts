/** How long after the page's load event the browser is left alone before low-priority work starts. */
export const pageSettleMs = 5000;
/** The longest an idle callback may wait for an idle moment. */
const idleTimeoutMs = 5000;

/**
 * Runs `work` once the page has loaded, has had `pageSettleMs` to itself and the browser is idle: for
 * code the visitor may need soon but the page does not need to become live. Returns a cancel.
 */
export function whenPageIdle(work: () => void): () => void {
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let idle: { cancel: () => void } | undefined;
  const inIdleTime = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => work(), { timeout: idleTimeoutMs });
      idle = { cancel: () => window.cancelIdleCallback(handle) };
    } else {
      // Safari before 18.4 has no requestIdleCallback.
      const handle = setTimeout(work, 0);
      idle = { cancel: () => clearTimeout(handle) };
    }
  };
  const afterLoad = () => {
    settleTimer = setTimeout(inIdleTime, pageSettleMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(settleTimer);
    idle?.cancel();
  };
}

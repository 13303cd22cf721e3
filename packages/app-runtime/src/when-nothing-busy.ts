const busySelector = '[aria-busy="true"]';

/** True when nothing inside `root` is loading (no `aria-busy="true"`). */
export function isNothingBusy(root: ParentNode = document): boolean {
  return root.querySelector(busySelector) === null;
}

// Callers waiting on the same root at the same time share one observer.
const pending = new Map<Node, Promise<void>>();

/**
 * Resolves once nothing inside `root` is loading, or after `capMs`: a part that never stops loading
 * must not hold back the rest of the page for good.
 */
export function whenNothingBusy(root: ParentNode & Node, capMs: number): Promise<void> {
  if (isNothingBusy(root)) return Promise.resolve();
  let waiting = pending.get(root);
  if (!waiting) {
    waiting = new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect();
        clearTimeout(cap);
        pending.delete(root);
        resolve();
      };
      const observer = new MutationObserver(() => isNothingBusy(root) && done());
      const cap = setTimeout(done, capMs);
      observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
    pending.set(root, waiting);
  }
  return waiting;
}

/**
 * A prerendered page stays on screen while the app renders the same route out of sight; once the
 * route's remote has settled and nothing in it is still busy, the app takes its place in one frame,
 * so the visitor sees no flash and no layout shift.
 */
const prerenderedAttribute = 'data-prerendered';
const headAttribute = 'data-prerendered-head';
const busyWaitCapMs = 2500;

let held: { snapshot: HTMLElement; root: HTMLElement } | null = null;

export function holdPrerenderedPage(root: HTMLElement): void {
  if (!root.hasAttribute(prerenderedAttribute) || !root.hasChildNodes()) return;
  const snapshot = document.createElement('div');
  snapshot.id = 'prerendered-page';
  // The copy only shows; the live app underneath takes focus and clicks once revealed.
  snapshot.inert = true;
  snapshot.setAttribute('aria-hidden', 'true');
  snapshot.append(...root.childNodes);
  root.before(snapshot);
  root.removeAttribute(prerenderedAttribute);
  root.style.cssText = 'position:absolute;top:0;left:0;width:100%;visibility:hidden;pointer-events:none';
  // React adds the route's own head tags as it renders.
  for (const element of document.head.querySelectorAll(`[${headAttribute}]`)) element.remove();
  held = { snapshot, root };
}

function whenNotBusy(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const isBusy = () => root.querySelector('[aria-busy="true"]') !== null;
    if (!isBusy()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const observer = new MutationObserver(() => !isBusy() && done());
    const cap = setTimeout(done, busyWaitCapMs);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/** Called when the current route's remote has settled; reveals the live app. */
export async function revealLivePage(): Promise<void> {
  if (!held) return;
  const { snapshot, root } = held;
  held = null;
  await whenNotBusy(root);
  requestAnimationFrame(() => {
    snapshot.remove();
    root.removeAttribute('style');
  });
}

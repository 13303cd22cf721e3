import { whenNothingBusy } from '@staycompliant/app-runtime';

/**
 * A prerendered page stays on screen while the app renders the same route out of sight; once the
 * route's remote has settled and nothing in it is still busy, the app takes its place in one frame,
 * so the visitor sees no flash and no layout shift.
 */
const prerenderedAttribute = 'data-prerendered';
const headAttribute = 'data-prerendered-head';
const busyWaitCapMs = 2500;
// While React commits the route, the live tree is not rendered at all: Radix measures its accordion
// and tab panels as they mount (getBoundingClientRect, getComputedStyle), which would otherwise style
// and lay out the whole hidden page inside the commit, one long task. Once the route has settled, the
// tree is laid out out of sight in a frame of its own, and shown in the next.
const notRendered = 'display:none';
const laidOutOutOfSight = 'position:absolute;top:0;left:0;width:100%;visibility:hidden;pointer-events:none';

let held: { snapshot: HTMLElement; root: HTMLElement } | null = null;

/** Returns the element the app renders into: `container`, or a hidden one beside a prerendered page. */
export function holdPrerenderedPage(container: HTMLElement): HTMLElement {
  if (!container.hasAttribute(prerenderedAttribute) || !container.hasChildNodes()) return container;
  // The prerendered nodes stay where they are: moved into another element, the whole page would be
  // styled and laid out again, one long task on a phone.
  const snapshot = container;
  snapshot.removeAttribute(prerenderedAttribute);
  snapshot.id = 'prerendered-page';
  // The copy stays usable meanwhile: its links are real links. (Made inert, it restyled the whole
  // page, and a tap on a link did nothing.)
  const root = document.createElement('div');
  root.id = 'root';
  root.style.cssText = notRendered;
  snapshot.after(root);
  // React adds the route's own head tags as it renders.
  for (const element of document.head.querySelectorAll(`[${headAttribute}]`)) element.remove();
  held = { snapshot, root };
  return root;
}

/** Called when the current route's remote has settled; reveals the live app. */
export async function revealLivePage(): Promise<void> {
  if (!held) return;
  const { snapshot, root } = held;
  held = null;
  await whenNothingBusy(root, busyWaitCapMs);
  root.style.cssText = laidOutOutOfSight;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      root.removeAttribute('style');
      carryFocusOver(snapshot, root);
      snapshot.remove();
    }),
  );
}

const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/** A visitor who tabbed into the copy goes on from the same place in the live page. */
function carryFocusOver(snapshot: HTMLElement, root: HTMLElement): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !snapshot.contains(active)) return;
  const index = Array.from(snapshot.querySelectorAll(focusable)).indexOf(active);
  root.querySelectorAll<HTMLElement>(focusable)[index]?.focus({ preventScroll: true });
}

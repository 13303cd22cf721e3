import { whenNoNavigationLoad, whenNothingBusy } from '@staycompliant/app-runtime';
import { prefetchRoute } from '../federation/route-prefetch';
import { whenPageQuiet } from './when-page-quiet';

/** The User Timing mark set as the page starts loading other pages ahead. */
const loadingAheadMark = 'loading pages ahead';

/** The longest the page's own loading parts and its load event hold the prefetches back. */
const pageWaitCapMs = 5000;
/**
 * How long the page must have been quiet (no resource finished, no long task) before anything is
 * loaded ahead: longer than the second of quiet network and main thread after which Lighthouse ends
 * its load window, so the pages loaded ahead are neither fetched nor run in it, as on a phone they
 * would compete with the page's own load (docs/architecture/apps-and-federation.md, "Pages loaded ahead").
 */
const quietMs = 3000;
/** The longest a page that is never quiet holds the prefetches back after its load. */
const quietWaitCapMs = 10_000;
/**
 * Between two pages loaded ahead: a press that follows one's `prefetched` mark finds the next not
 * started, and the navigation it makes holds the rest back until the new page is quiet.
 */
const pauseBetweenMs = 1000;
/** requestIdleCallback's timeout: a page never idle still prefetches, this much later. */
const idleTimeoutMs = 2000;

/** Resolves in the browser's next idle period (a short timer where requestIdleCallback is missing: Safari). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
    else setTimeout(resolve, 200);
  });
}

function whenPageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, pageWaitCapMs);
    window.addEventListener(
      'load',
      () => {
        clearTimeout(cap);
        resolve();
      },
      { once: true },
    );
  });
}

/** The visitor asked the browser to save data (Chromium's Save-Data): nothing is loaded ahead. */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

let pageLoadOver: Promise<void> | null = null;

/**
 * Resolves once the live page has loaded its own parts (nothing `aria-busy`, its load event) and
 * has then been quiet for 3 s (once per page).
 */
export function whenPageLoadIsOver(): Promise<void> {
  pageLoadOver ??= (async () => {
    await Promise.all([whenNothingBusy(document.body, pageWaitCapMs), whenPageLoaded()]);
    // The page's own load ends here: npm run bench counts the scripts fetched after this mark apart
    // from its first load (scripts/bench/lighthouse-runner.mjs reads it by this name).
    performance.mark(loadingAheadMark);
    await whenPageQuiet(quietMs, quietWaitCapMs);
  })();
  return pageLoadOver;
}

/**
 * Once the page's load is over (whenPageLoadIsOver), loads the page modules behind `steps` of
 * links, one step at a time, 1 s apart, each in an idle period of its own, never while a
 * navigation's load is on its way and, after a navigation, once the new page has been quiet for
 * 3 s. A step's links load one after another and are marked together once all are in (the header's
 * More is one step, as a hint of intent on it is one on each of its links): a later press on one of
 * them shows its page without a wait.
 */
export async function prefetchWhenIdle(
  steps: readonly (readonly string[])[],
  prefetch = (href: string) => prefetchRoute(href, 'idle'),
): Promise<void> {
  if (savesData()) return;
  await whenPageLoadIsOver();
  let shown = location.href;
  for (const [index, hrefs] of steps.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseBetweenMs));
    // The visitor went to another page meanwhile: its own load goes first.
    if (location.href !== shown) {
      shown = location.href;
      await whenPageQuiet(quietMs, quietWaitCapMs);
    }
    await whenIdle();
    await whenNoNavigationLoad();
    for (const href of hrefs) await prefetch(href);
    // For the browser's performance panel, and for the tests that press a link once it is in.
    for (const href of hrefs) performance.mark(`prefetched ${href}`);
  }
}

import { whenNoNavigationLoad, whenNothingBusy } from '@staycompliant/app-runtime';
import { prefetchRoute } from '../federation/route-prefetch';

/** The User Timing mark set as the page starts loading other pages ahead. */
const loadingAheadMark = 'loading pages ahead';

/** The longest the page's own loading parts and its load event hold the prefetches back. */
const pageWaitCapMs = 5000;
/** requestIdleCallback's timeout: a page never idle still prefetches, this much later. */
const idleTimeoutMs = 2000;

/** Resolves in the browser's next idle period (a short timer where requestIdleCallback is missing: Safari). */
function whenIdle(): Promise<void> {
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

/**
 * Once the live page has loaded its own parts (nothing `aria-busy`, its load event), loads the page
 * modules behind `hrefs`, one at a time, each in an idle period of its own and never while a
 * navigation's load is on its way: a later press on one of them shows its page without a wait.
 */
export async function prefetchWhenIdle(hrefs: readonly string[], prefetch = (href: string) => prefetchRoute(href, 'idle')): Promise<void> {
  if (savesData()) return;
  await Promise.all([whenNothingBusy(document.body, pageWaitCapMs), whenPageLoaded()]);
  // The page's own load ends here: npm run bench counts the scripts fetched after this mark apart
  // from its first load (scripts/bench/lighthouse-runner.mjs reads it by this name).
  performance.mark(loadingAheadMark);
  for (const href of hrefs) {
    await whenIdle();
    await whenNoNavigationLoad();
    await prefetch(href);
    // For the browser's performance panel, and for the tests that press a link once it is in.
    performance.mark(`prefetched ${href}`);
  }
}

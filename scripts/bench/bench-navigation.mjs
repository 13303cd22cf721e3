// How long a press on a header link takes to show its page on a phone's CPU (4×): from the press
// to the new page's heading on screen, for a press the moment the link shows (before the app is live:
// a new document) and once the app is live (shown in place from code loaded ahead). The budget is
// docs/product.md's ("Speed"): 1 s for every press. e2e/tests/shell/navigation-without-a-wait.spec.ts
// checks the mechanism; this measures the time, beside the host's Lighthouse benchmark index.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { sitePort } from '../../packages/local-ports/ports.mjs';
import { startProductionSite } from '../run/production-site.mjs';
import { chromiumPath } from '../setup/system-packages.mjs';
import { median } from './lighthouse-runner.mjs';

const pressesPerCase = Number(process.env.BENCH_NAV_PRESSES ?? 5);
const cpuRate = 4;
const navigationBudgetMs = 1000;
const homeHeading = 'Start & Stay Compliant in USA';

const targets = [
  { path: '/pricing', link: 'Pricing' },
  { path: '/about', link: 'About' },
  { path: '/resources', link: 'Resources', behindMore: true },
];

/**
 * In every document the tab shows: the time of the last trusted press on a link (kept in session
 * storage, so a press that loads a new document is timed too), and how long after it an h1 other
 * than the home page's first showed, read on each frame.
 */
function timePresses(heading) {
  const watch = () => {
    const pressedAt = Number(sessionStorage.getItem('pressedAt'));
    if (!pressedAt) return;
    const frame = () => {
      const h1 = document.querySelector('main h1');
      if (h1 && h1.textContent?.trim() !== heading && h1.checkVisibility()) {
        window.shownAfterMs = Date.now() - pressedAt;
        sessionStorage.removeItem('pressedAt');
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || !(event.target instanceof Element) || !event.target.closest('a[href]')) return;
      sessionStorage.setItem('pressedAt', String(performance.timeOrigin + event.timeStamp));
      window.shownAfterMs = undefined;
      watch();
    },
    { capture: true },
  );
  watch();
}

async function pressOnce(browser, siteUrl, target, whenLive) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(timePresses, homeHeading);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${siteUrl}/`, { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    if (whenLive) {
      await page.waitForFunction(() => window.earlyInput?.live === true, null, { timeout: 60_000 });
      await page.waitForFunction((path) => performance.getEntriesByName(`prefetched ${path}`).length > 0, target.path, { timeout: 60_000 });
    }
    if (target.behindMore) await banner.getByRole('button', { name: 'More' }).click();
    await banner.getByRole('link', { name: target.link, exact: true }).click();
    const shown = await page.waitForFunction(() => window.shownAfterMs, null, { timeout: 60_000 });
    return Number(await shown.jsonValue());
  } finally {
    await page.close();
  }
}

/** Lighthouse's benchmark index of this host, read in an unthrottled page as Lighthouse reads it. */
async function hostBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

/** Prints each press's time at 4× CPU; returns whether every one is within the budget. */
export async function benchNavigation() {
  const site = await startProductionSite({ port: sitePort() });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let withinBudget = true;
  try {
    console.log(`Host benchmark index ${await hostBenchmarkIndex(browser)}; CPU slowed ${cpuRate}×; ${pressesPerCase} presses per case`);
    console.log(`Link        pressed            median ms   max ms   budget ≤ ${navigationBudgetMs} ms every press`);
    for (const target of targets) {
      for (const whenLive of [false, true]) {
        const times = [];
        for (let n = 0; n < pressesPerCase; n += 1) times.push(await pressOnce(browser, site.url, target, whenLive));
        const max = Math.max(...times);
        const within = max <= navigationBudgetMs;
        withinBudget &&= within;
        console.log(
          `${target.path.padEnd(11)} ${(whenLive ? 'once live' : 'the moment shown').padEnd(18)} ${String(Math.round(median(times))).padStart(9)} ${String(
            Math.round(max),
          ).padStart(8)}   ${within ? 'within' : 'MISS'}`,
        );
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return withinBudget;
}

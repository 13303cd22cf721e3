// How long a press made before the app is live waits for its effect: a hurried visitor taps the
// Legal tab on /pricing the moment it shows, and the time from the press (its pointerdown) to the
// tab being selected is read in the page. Reported at 1× and 4× CPU, median and maximum; a report,
// not a budget (docs/architecture/performance.md, "Performance budgets").
import { chromium } from '@playwright/test';
import { sitePort } from '../../packages/local-ports/ports.mjs';
import { startProductionSite } from '../run/production-site.mjs';

const presses = Number(process.env.BENCH_PRESSES ?? 20);

/** Records, in the page, when the first trusted pointerdown came, whether the app was live then, and when Legal was selected. */
function recordPressAndEffect() {
  const record = { pressedAt: null, live: null, selectedAt: null };
  window.pressRecord = record;
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || record.pressedAt !== null) return;
      record.pressedAt = event.timeStamp;
      record.live = window.earlyInput?.live === true;
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const legal = [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent?.trim() === 'Legal');
    if (record.selectedAt === null && legal?.getAttribute('aria-selected') === 'true') record.selectedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-selected'] });
}

async function measureOnce(browser, siteUrl, cpuRate) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await page.addInitScript(recordPressAndEffect);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(`${siteUrl}/pricing`, { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Legal', exact: true }).click();
    await page.waitForFunction(() => window.pressRecord.selectedAt !== null, null, { timeout: 30_000 });
    const { pressedAt, live, selectedAt } = await page.evaluate(() => window.pressRecord);
    return { delayMs: selectedAt - pressedAt, held: live === false };
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Prints the held presses' delays at 1× and 4× CPU. */
export async function benchHeldPresses() {
  const site = await startProductionSite({ port: sitePort() });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    console.log(`A tap on Legal (/pricing, 375 px) the moment it shows, ${presses} times per CPU rate`);
    console.log('CPU   held   median ms   max ms   (press to tab selected; held: made before the app was live)');
    for (const cpuRate of [1, 4]) {
      const runs = [];
      for (let n = 0; n < presses; n += 1) runs.push(await measureOnce(browser, site.url, cpuRate));
      const delays = runs.map((run) => run.delayMs);
      const held = runs.filter((run) => run.held).length;
      console.log(
        `${`${cpuRate}×`.padEnd(5)} ${`${held}/${runs.length}`.padStart(5)} ${Math.round(median(delays)).toString().padStart(11)} ${Math.round(
          Math.max(...delays),
        )
          .toString()
          .padStart(8)}`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

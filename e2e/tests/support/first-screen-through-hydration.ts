import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { backendUrl } from '@staycompliant/local-ports';
import { PNG } from 'pngjs';
import { expect, holdRequests, stubExternalSites, test, waitForLiveApp } from './fixtures';
import { type PageOwner, serverRenderedRoutesOf } from './route-owners';

// Hydration adopts the server's page; it must not change what the visitor sees (docs/product.md,
// "Speed"). Each route is opened with the app's hydration code held back, its first screen is
// captured, and once the app is live it is captured again: the two must be the same pixels. The
// backend's answers are held throughout, so data arriving later (a feed, a session) is not counted
// as hydration's doing; but for the feed's pictures, which the server's HTML of /resources shows.
// Each team's hydration.spec.ts runs this for the pages it owns.

const widths = [375, 768, 1280] as const;
// The operator pages are left out: the operator's session lives in the browser's storage, so the
// server renders their skeleton and the first browser frame replaces it with the sign-in form or the
// list. That is the session being read, not hydration changing the page.
// The six service pages are one module with six texts: /services/legal stands for them.
const checked = (path: string) =>
  !path.includes('?') && !path.startsWith('/admin/') && !(path.startsWith('/services/') && path !== '/services/legal');
/**
 * Pixels a capture may differ by: the antialiasing of rounded corners changes when the browser moves
 * an element to another layer (a textarea's on /contact changes 2, the pulsing skeletons' on
 * /resources up to 95). Text or a box that moved changes thousands.
 */
const antialiasingAllowance = 150;

/** What the screen shows, with CSS animations (skeletons' pulse) stopped and the caret hidden. */
function capture(page: Page) {
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

/** How many pixels differ between two captures of the same size (all of them if the size differs). */
function differingPixels(before: Buffer, after: Buffer) {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
  let count = 0;
  for (let offset = 0; offset < a.data.length; offset += 4) {
    if (a.data.readUInt32BE(offset) !== b.data.readUInt32BE(offset)) count += 1;
  }
  return count;
}

/** Keeps both captures beside the test's other output, to open when it fails. */
async function attachBoth(testInfo: TestInfo, name: string, before: Buffer, after: Buffer) {
  for (const [moment, body] of [
    ['before', before],
    ['after', after],
  ] as const) {
    const path = testInfo.outputPath(`${name.replaceAll(' ', '-')}-${moment}.png`);
    await writeFile(path, body);
    await testInfo.attach(`${name} ${moment} hydration`, { path, contentType: 'image/png' });
  }
}

/** Opens `path` with hydration held; returns the function that lets it run. */
async function openBeforeHydration(page: Page, path: string) {
  const release = await holdRequests(page, /\/assets\/hydrate-page-[^/]+\.js$/);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every picture on the first screen, lazy ones too (the feed's cards on /resources); below it, a lazy one may wait.
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (image) => image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top >= window.innerHeight),
    ),
  );
  return release;
}

/** Resolves once the app is live, the page's own part hydrated, and two frames drawn since. */
async function waitForHydratedScreen(page: Page) {
  await waitForLiveApp(page);
  await expect
    .poll(() =>
      page
        .locator('main h1')
        .first()
        .evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** One test per page `owner` owns (but the operators' pages and five of the six service pages): the same pixels. */
export function testFirstScreenUnchanged(owner: PageOwner) {
  test.describe('the first screen through hydration', () => {
    test.beforeEach(async ({ page }) => {
      await stubExternalSites(page);
      await holdRequests(page, (url) => url.href.startsWith(`${backendUrl()}/`) && !url.pathname.startsWith('/rss-to-json/images/'));
    });

    for (const path of serverRenderedRoutesOf(owner).filter(checked)) {
      test(`${path}: the first screen is the same before and after hydration, at 375, 768 and 1280 px`, async ({ page }, testInfo) => {
        test.slow();
        const differences: Record<number, number> = {};
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          const release = await openBeforeHydration(page, path);
          const before = await capture(page);
          release();
          await waitForHydratedScreen(page);
          const after = await capture(page);
          differences[width] = differingPixels(before, after);
          if (differences[width] > 0) await attachBoth(testInfo, `${width} px`, before, after);
        }
        const changed = Object.entries(differences).filter(([, pixels]) => pixels > antialiasingAllowance);
        expect(changed, `pixels that changed with hydration, by width: ${JSON.stringify(differences)}`).toEqual([]);
      });
    }
  });
}

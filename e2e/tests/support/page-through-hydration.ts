import { writeFile } from 'node:fs/promises';
import type { ConsoleMessage, Page, Response, TestInfo } from '@playwright/test';
import type { EarlyInputWindow } from '@staycompliant/contracts';
import { backendUrl } from '@staycompliant/local-ports';
import { PNG } from 'pngjs';
import { recordCspViolations } from './csp-violations';
import { expect, holdRequests, siteOrigins, stubExternalSites, test, waitForLiveApp } from './fixtures';
import { type PageOwner, serverRenderedRoutesOf } from './route-owners';
import { unknownPath } from './routes';

// Every page the server renders is hydrated in place by the browser (shell/src/boot/hydrate-page.tsx):
// the browser's first render must match the server's HTML exactly, or React throws the HTML away and
// renders again (in production it logs a minified error #418, #419, #423 or #425); and hydration must
// not change what the visitor sees (docs/product.md, "Beyond the first specification", Speed). Each team's hydration.spec.ts runs this
// for the pages it owns (shell/src/routes/route-table.ts), one test and one set of page loads per page.

// The phone's and the desktop's layouts. Hydration renders the same tree at every width; only a script
// that measures the layout behaves differently at 768 px (the carousels, two slides across there),
// and marketing/hydration.spec.ts holds the testimonials still at 768 px too.
const widths = [375, 1280] as const;
// The first screen's pixels are compared on every page but these. The operators' pages: the
// operator's session lives in the browser's storage, so the server renders their skeleton and the first
// browser frame replaces it with the sign-in form or the list; that is the session being read, not
// hydration changing the page. Pages with a query: their pixels are their path's. The six service
// pages are one module with six texts: /services/legal stands for them.
const pixelsChecked = (path: string) =>
  !path.includes('?') && !path.startsWith('/admin/') && !(path.startsWith('/services/') && path !== '/services/legal');
/**
 * Pixels a capture may differ by: the antialiasing of rounded corners changes when the browser moves
 * an element to another layer (a textarea's on /contact changes 2, the pulsing skeletons' on
 * /resources up to 95). Text or a box that moved changes thousands.
 */
const antialiasingAllowance = 150;

interface PageWithFirstMain extends EarlyInputWindow {
  /** `document.querySelector('main')` as the DOMContentLoaded event found it: the server's node. */
  mainAtFirst?: Element | null;
  /** Whether the app was live already at DOMContentLoaded (it must not be: the node above is the server's). */
  liveAtFirst?: boolean;
}

/** Console errors and warnings and uncaught exceptions of the page's last load, each with where it came from. */
function recordMessages(page: Page) {
  const messages: { text: string; url: string }[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push({ text: `${message.type()}: ${message.text()}`, url: message.location().url });
    }
  });
  page.on('pageerror', (error) => messages.push({ text: `uncaught: ${error.message}\n${error.stack ?? ''}`, url: '' }));
  return messages;
}

interface PageWithShifts {
  /** Every layout shift of the current load once hydration was let run, each with what moved. */
  layoutShifts: { value: number; atMs: number; moved: string[] }[];
  /** When the test let the held hydration module load (`performance.now()`). */
  hydrationReleasedAt?: number;
}

/** Records the layout shifts of each load (shell/src/boot/hydrate-page.tsx must cause none). */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: PageWithShifts['layoutShifts'] = [];
    (window as unknown as PageWithShifts).layoutShifts = shifts;
    const describeNode = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        const moved = entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${describeNode(node)}: ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
        );
        // Only hydration's shifts count. Before it is let run, a slow phone paints the document part by
        // part as the parser adds elements (the hero's column grows as its buttons arrive), and the
        // frame that shows the parser's last elements can come after parsing ended.
        const releasedAt = (window as unknown as PageWithShifts).hydrationReleasedAt;
        if (releasedAt === undefined || entry.startTime < releasedAt) continue;
        shifts.push({ value: entry.value, atMs: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function recordFirstMain(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const holder = window as unknown as PageWithFirstMain;
        holder.mainAtFirst = document.querySelector('main');
        holder.liveAtFirst = holder.earlyInput?.live === true;
      },
      { once: true },
    );
  });
}

function sameMain(page: Page) {
  return page.evaluate(() => {
    const holder = window as unknown as PageWithFirstMain;
    return {
      recorded: holder.mainAtFirst instanceof HTMLElement,
      liveAtFirst: holder.liveAtFirst,
      same: holder.mainAtFirst === document.querySelector('main'),
    };
  });
}

/** Whether React has hydrated the page's h1, the remote module's (or the 404 page's) own node. */
function headingHydrated(page: Page) {
  return page
    .locator('main h1')
    .first()
    .evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__reactFiber$')));
}

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

/** Opens `path` with hydration held, once its first screen's pictures are in; returns the answer and what lets hydration run. */
async function openBeforeHydration(page: Page, path: string): Promise<{ response: Response | null; release: () => void }> {
  const release = await holdRequests(page, /\/assets\/hydrate-page-[^/]+\.js$/);
  const response = await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every picture on the first screen, lazy ones too (the feed's cards on /resources); below it, a lazy one may wait.
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (image) => image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top >= window.innerHeight),
    ),
  );
  return { response, release };
}

/**
 * The first screen at each width before and after hydration: the same pixels. The backend's answers
 * are held throughout, so data arriving later (a feed, a session) is not counted as hydration's
 * doing; the feed's pictures, which the server's HTML of /resources shows, come from the site's own
 * `/feed-images` and are not held. Leaves the page
 * loaded at the last width, hydrated, with the backend released.
 */
async function expectFirstScreenUnchanged(page: Page, path: string, testInfo: TestInfo, onLoad: () => void) {
  const releaseBackend = await holdRequests(page, (url) => url.href.startsWith(`${backendUrl()}/`));
  const differences: Record<number, number> = {};
  let response: Response | null = null;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    onLoad();
    const opened = await openBeforeHydration(page, path);
    response = opened.response;
    const before = await capture(page);
    await page.evaluate(() => {
      (window as unknown as PageWithShifts).hydrationReleasedAt = performance.now();
    });
    opened.release();
    await waitForLiveApp(page);
    await expect.poll(() => headingHydrated(page), { message: 'React hydrated the h1' }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await capture(page);
    expect(await page.evaluate(() => (window as unknown as PageWithShifts).layoutShifts), `layout shifts at ${width} px`).toEqual([]);
    differences[width] = differingPixels(before, after);
    if (differences[width] > 0) await attachBoth(testInfo, `${width} px`, before, after);
  }
  releaseBackend();
  const changed = Object.entries(differences).filter(([, pixels]) => pixels > antialiasingAllowance);
  expect(changed, `pixels that changed with hydration, by width: ${JSON.stringify(differences)}`).toEqual([]);
  return response;
}

/** One test per page `owner` owns: it hydrates in place, with no mismatch, no CSP violation, a quiet console, and (where checked) the same first screen. */
export function testPagesThroughHydration(owner: PageOwner) {
  for (const path of serverRenderedRoutesOf(owner)) {
    const pixels = pixelsChecked(path);
    const title = pixels
      ? `${path} hydrates in place: no mismatch, no CSP violation, no layout shift and the same first screen at ${widths.join(' and ')} px`
      : `${path} hydrates in place, with no mismatch and no CSP violation`;
    test(title, async ({ page }, testInfo) => {
      if (pixels) test.slow();
      await stubExternalSites(page);
      const messages = recordMessages(page);
      const violations = await recordCspViolations(page);
      await recordFirstMain(page);
      if (pixels) await recordLayoutShifts(page);
      // Only the last load's messages count: a load left for the next width cancels its held requests.
      const onLoad = () => {
        messages.length = 0;
      };
      const response = pixels ? await expectFirstScreenUnchanged(page, path, testInfo, onLoad) : await page.goto(path);
      expect(response?.status()).toBe(path === unknownPath ? 404 : 200);
      await waitForLiveApp(page);
      const theServersMain = { recorded: true, liveAtFirst: false, same: true };
      expect(await sameMain(page), 'the <main> of the server is the one the live app renders into').toEqual(theServersMain);

      // The remote's part of the page is a Suspense boundary, which React hydrates after the root: a
      // mismatch in it is reported only then.
      await expect.poll(() => headingHydrated(page), { message: 'React hydrated the h1' }).toBe(true);
      // The parts below the first screen too: lazy pictures (client logos, article cards, partner marks),
      // the parts whose code loads near the viewport, and the footer, each under the policy.
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      expect(await sameMain(page), 'the <main> is still the server one once the whole page has hydrated').toEqual(theServersMain);

      const hydration = messages.filter(({ text }) => /Minified React error|hydrat/i.test(text));
      expect(hydration, 'hydration errors').toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const unexpected = messages.filter(({ text, url }) => {
        // The unknown path's own document answers 404, as it must; Chromium logs that.
        if (path === unknownPath && url === page.url() && /status of 404/.test(text)) return false;
        // A refused connection is tolerated only to a host that is not this site or its backend
        // (none is expected: every other host is stubbed).
        if (/ERR_CONNECTION_REFUSED/.test(text) && url && !siteOrigins.includes(new URL(url).origin)) return false;
        return true;
      });
      expect(unexpected, 'console errors and warnings').toEqual([]);
    });
  }
}

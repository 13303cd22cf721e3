import { test as base, expect, type Page } from '@playwright/test';
import type { EarlyInputWindow } from '@staycompliant/contracts';
import { backendUrl, sitePort } from '@staycompliant/local-ports';

/**
 * Marks a test or describe block that also runs in the `mobile` project (375 px): what it checks
 * changes with the width (the menus, layout and overflow, axe, carousels, held taps on a phone).
 * Every other test runs once, in `desktop` (docs/architecture/tests.md, "Tests").
 */
export const bothWidths = { tag: '@both-widths' };

/** This site and its backend (scripts/run/production-site.mjs): anything else is an external host. */
export const siteOrigins = [`http://127.0.0.1:${sitePort()}`, backendUrl()];

/** External hosts the site links or redirects to; answered locally, since tests have no internet. */
export async function stubExternalSites(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External site</title><h1>External site</h1>' }),
  );
}

/** Holds every request to `url` until the returned function is called, so a test can act meanwhile. */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once the app has hydrated the server's page (app-runtime's replayEarlyInput sets
 * `window.earlyInput.live`). Pages are complete HTML and presses on buttons before then are held
 * and replayed, so most tests act at once; this is for the few that need the live app: typing,
 * keyboard focus, or measuring what hydration changes.
 */
export async function waitForLiveApp(page: Page) {
  await page.waitForFunction(() => (window as EarlyInputWindow).earlyInput?.live === true, null, { timeout: 15_000 });
}

/** Runs the page's CPU `rate` times slower (4: a mid-range phone), through Chromium's DevTools protocol. */
export async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A page that records console errors and uncaught exceptions. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The page's timers under the test's hand (Playwright's clock), before the page's first script:
 * waits and deadlines then pass as fast as the test runs them, and time still flows.
 */
export const controlPageClock = (page: Page) => page.clock.install();

/**
 * Runs the page's clock on, a second at a time, until `end` shows: retries, backoffs and deadlines
 * (docs/architecture/apps-and-federation.md, "The runtime manifest and loading a remote") end in a visible state.
 */
export async function runClockUntilVisible(page: Page, end: Locator, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        if (await end.isVisible()) return true;
        await page.clock.runFor(1_000);
        return end.isVisible();
      },
      { timeout, intervals: [100] },
    )
    .toBe(true);
}

import { test as base, expect, type Page } from '@playwright/test';

/** Routes every public page of the site. */
export const publicRoutes = [
  '/',
  '/services',
  '/services/legal',
  '/pricing',
  '/resources',
  '/about',
  '/partners',
  '/customers',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
] as const;

/** External hosts the site links or redirects to; answered locally, since tests have no internet. */
export async function stubExternalSites(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External site</title><h1>External site</h1>' }),
  );
}

/**
 * Resolves once the live app has taken over a prerendered page: until then buttons are static HTML
 * that does nothing (links still work), which a visitor rarely meets but a test always would.
 */
export async function waitForLivePage(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered], #prerendered-page'), null, { timeout: 15_000 });
}

/**
 * A page whose navigations wait for the live app, and that records console errors and uncaught
 * exceptions.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript the prerendered page is all there is.
    if (javaScriptEnabled === false) return use(page);
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        if ((await page.evaluate(() => document.contentType)) === 'text/html') await waitForLivePage(page).catch(() => {});
        return response;
      };
    }
    await use(page);
  },
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

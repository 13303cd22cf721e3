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

/** A page that also records console errors and uncaught exceptions. */
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

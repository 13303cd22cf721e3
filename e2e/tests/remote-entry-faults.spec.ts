import type { Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

const pricingEntry = '**/remotes/pricing/remoteEntry.js*';
const failureText = "This part of the page didn't load.";

/** Ways a remote's entry can fail, each answered for every request until unrouted. */
const entryFaults: Record<string, (route: Route) => Promise<void> | void> = {
  'answers 404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  'never answers': () => {
    // Held: the loader gives up after 8 s.
  },
  'throws when imported': (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Injected failure in remoteEntry.js");\nexport const get = () => {};' }),
};

for (const [fault, answer] of Object.entries(entryFaults)) {
  test(`when the pricing remote's entry ${fault}, only its area fails, the rest works, and Retry recovers`, async ({ page }) => {
    // A held entry costs the 8 s load timeout twice.
    test.setTimeout(60_000);
    await page.route(pricingEntry, answer);
    await page.goto('/pricing');
    const main = page.getByRole('main');
    const failure = main.getByRole('alert').filter({ hasText: failureText });
    await expect(failure).toBeVisible({ timeout: 12_000 });
    await expect(page.getByRole('alert').filter({ hasText: failureText })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'StayCompliant home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('StayCompliant');

    // Another remote's page still works, reached through the layout's own links.
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await page.goBack();
    await expect(failure).toBeVisible({ timeout: 12_000 });

    await page.unroute(pricingEntry);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Pricing/ })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });
}

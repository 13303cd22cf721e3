import { expect, test } from '../support/fixtures';
import {
  countRequests,
  expectAtMostRequests,
  expectLayoutWorks,
  expectRetryRecoversPricing,
  failureText,
  remoteFaults,
} from './fault-helpers';

const pricingEntry = '**/remotes/pricing/remoteEntry.js*';

for (const [fault, answer] of Object.entries(remoteFaults)) {
  test(`opened by its URL, a pricing remote whose entry ${fault} fails only in its area, the rest works, and Retry recovers`, async ({
    page,
  }) => {
    // A held entry costs the 8 s load timeout twice.
    test.setTimeout(60_000);
    await page.route(pricingEntry, answer);
    const requests = countRequests(page, /\/remotes\/pricing\//);
    const since = Date.now();
    await page.goto('/pricing');
    const main = page.getByRole('main');
    const failure = main.getByRole('alert').filter({ hasText: failureText });
    await expect(failure).toBeVisible({ timeout: 12_000 });
    await expect(page.getByRole('alert').filter({ hasText: failureText })).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText('StayCompliant');
    await expectAtMostRequests(page, requests, 10, since);

    // Another remote's page still works, reached through the layout's own links.
    await expectLayoutWorks(page);
    await page.goBack();
    await expect(failure).toBeVisible({ timeout: 12_000 });

    await expectRetryRecoversPricing(page, failure, pricingEntry);
  });
}

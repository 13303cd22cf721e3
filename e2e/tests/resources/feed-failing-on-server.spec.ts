import { expectNoAxeViolationsAtBothWidths } from '../support/axe';
import { expect, stubExternalSites, waitForLiveApp } from '../support/fixtures';
import { controlPageClock, runClockUntilVisible } from '../support/page-clock';
import { countFeedRequests, feedFailures, feedRequest, holdFeed, testWithFeedFailingOnServer as test } from './feed-helpers';

// When the server cannot read the feed, /resources comes with the skeletons, and the browser asks
// the feed itself, as before the server read it: its messages and Retry are the browser's.

const curatedTitles = [
  'Your First-Year Compliance Calendar for a Delaware C-Corp',
  'Bookkeeping Before Your Seed Round: What Investors Will Ask For',
  'Delaware Franchise Tax: How to Pay the Smaller Bill',
  'Hiring Your First US Employee: Payroll, Contractors and State Registrations',
  'When to Bring In a Fractional CFO',
  'Crypto on the Balance Sheet: Tokens, Stablecoins and Staking Rewards',
];

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

test('shows skeletons, then the feed the browser reads, six at a time', async ({ page, consoleErrors, siteWithFeedFailingOnServer }) => {
  const feed = await holdFeed(page);
  const feedRequests = countFeedRequests(page);
  await page.goto(`${siteWithFeedFailingOnServer}/resources`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  const skeletons = page.getByRole('status', { name: 'Loading articles' });
  await expect(skeletons.locator('[data-slot="article-card-skeleton"]')).toHaveCount(6);
  // The browser asks the feed as the page hydrates: its app loads once the page has painted.
  await waitForLiveApp(page);
  await expect.poll(feedRequests.count).toBe(1);
  feed.release();

  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
  await expect(articles).toHaveCount(6);
  await expect(skeletons).toHaveCount(0);
  await expect(articles.first().getByRole('heading', { name: 'Delaware C-Corp or LLC? How to Choose Before You Raise' })).toBeVisible();
  await expect(page.getByText('Showing 6 of 8 articles')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  expect(consoleErrors).toEqual([]);
});

// How each failure is told apart (an HTTP error, a body that is not the feed, a dropped connection, a
// timeout) and which are retried is the feed client's own test (mfe-resources/src/feed/feed-client.test.ts);
// the page's notice and Retry, its component test's (resources-page.test.tsx). Here, two failures on a
// real network: one answered, one that only the feed client's timeout ends, on the page's clock.
for (const failure of ['an HTTP 500', 'no answer at all']) {
  const answer = feedFailures[failure]!;
  test(`when the feed gives ${failure} in the browser too, shows the six curated articles with a notice`, async ({
    page,
    siteWithFeedFailingOnServer,
  }) => {
    await controlPageClock(page);
    await page.route(feedRequest, answer);
    await page.goto(`${siteWithFeedFailingOnServer}/resources`);
    const notice = page.getByRole('alert').filter({ hasText: "We couldn't load our latest articles just now" });
    // The query's retries (1 s, 2 s, 4 s) and the feed client's 10 s timeout run on the page's clock.
    await runClockUntilVisible(page, notice);
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
    await expect(articles.getByRole('heading')).toHaveText(curatedTitles);
    await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0);
    for (const image of await articles.locator('img').all()) {
      // Card images load lazily: bring each into view first.
      await image.scrollIntoViewIfNeeded();
      await expect(image).not.toHaveJSProperty('naturalWidth', 0);
    }
  });
}

test('Retry after a feed failure brings the live articles', async ({ page, siteWithFeedFailingOnServer }) => {
  await controlPageClock(page);
  await page.route(feedRequest, feedFailures["status 'error'"]!);
  await page.goto(`${siteWithFeedFailingOnServer}/resources`);
  const notice = page.getByRole('alert').filter({ hasText: "We couldn't load our latest articles just now" });
  await runClockUntilVisible(page, notice);
  await expectNoAxeViolationsAtBothWidths(page);

  await page.unroute(feedRequest);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Delaware C-Corp or LLC? How to Choose Before You Raise' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Load More' })).toBeVisible();
});

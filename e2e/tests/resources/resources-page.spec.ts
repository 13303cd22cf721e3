import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';
import { feedFailures, feedFailureTimeout, feedRequest, holdFeed } from './feed-helpers';

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

test(
  'shows skeletons, then the feed six at a time; Load More shows the rest and disappears',
  bothWidths,
  async ({ page, consoleErrors }) => {
    const feed = await holdFeed(page);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const skeletons = page.getByRole('status', { name: 'Loading articles' });
    await expect(skeletons.locator('[data-slot="article-card-skeleton"]')).toHaveCount(6);
    feed.release();

    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
    await expect(articles).toHaveCount(6);
    await expect(skeletons).toHaveCount(0);
    const first = articles.first();
    await expect(first.getByRole('heading', { name: 'Delaware C-Corp or LLC? How to Choose Before You Raise' })).toBeVisible();
    await expect(first.getByText('November 19, 2026')).toBeVisible();
    await expect(first.getByText('Startup', { exact: true })).toBeVisible();
    await expect(first.locator('img')).toHaveJSProperty('naturalWidth', 1200);
    await expect(page.getByText('Showing 6 of 8 articles')).toBeVisible();

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(articles).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(page.getByText('Showing 8 of 8 articles')).toBeVisible();
    await expect(articles.nth(6).getByRole('link', { name: /Read More/ })).toBeFocused();
    // The post without an image and without a category gets the default image and 'Article'.
    const imageless = articles.filter({ hasText: 'A Ten-Day Month-End Close for Startups' });
    await expect(imageless.getByText('Article', { exact: true })).toBeVisible();
    await imageless.scrollIntoViewIfNeeded();
    await expect(imageless.locator('img')).not.toHaveJSProperty('naturalWidth', 0);

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  },
);

test('Read More opens the article in a new tab', async ({ page, context }) => {
  await context.route(/^https:\/\/medium\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }));
  await page.goto('/resources');
  // The articles come from the feed, which the live app fetches.
  await waitForLiveApp(page);
  const readMore = page
    .getByRole('list', { name: 'Articles' })
    .getByRole('link', { name: /Read More/ })
    .first();
  await expect(readMore).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), readMore.click()]);
  await expect(tab).toHaveURL(/^https:\/\/medium\.com\/staycompliant\/delaware-c-corp-or-llc/);
});

test('loads the newsletter form of mfe-contact in its own section', async ({ page, consoleErrors }) => {
  await page.goto('/resources');
  const newsletter = page.getByRole('region', { name: 'Get new guides by email' });
  await expect(newsletter).toBeVisible();
  await expect(newsletter.getByRole('status', { name: 'Loading the newsletter form' })).toHaveCount(0);
  await expect(newsletter.getByRole('alert')).toHaveCount(0);
  // The first element after the section's heading is the form's own root.
  await expect(newsletter.locator('[data-slot="section-heading"] + *')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const [failure, answer] of Object.entries(feedFailures)) {
  test(`when the feed gives ${failure}, shows the six curated articles with a notice`, async ({ page }) => {
    // The notice may take up to feedFailureTimeout to show; the checks after it need time of their own.
    test.setTimeout(feedFailureTimeout + 30_000);
    await page.route(feedRequest, answer);
    await page.goto('/resources');
    const notice = page.getByRole('alert').filter({ hasText: "We couldn't load our latest articles just now" });
    await expect(notice).toBeVisible({ timeout: feedFailureTimeout });
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
    await expect(articles.getByRole('heading')).toHaveText(curatedTitles);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    for (const image of await articles.locator('img').all()) {
      // Card images load lazily: bring each into view first.
      await image.scrollIntoViewIfNeeded();
      await expect(image).not.toHaveJSProperty('naturalWidth', 0);
    }
  });
}

test('Retry after a feed failure brings the live articles', bothWidths, async ({ page }) => {
  test.setTimeout(feedFailureTimeout + 30_000);
  await page.route(feedRequest, feedFailures["status 'error'"]!);
  await page.goto('/resources');
  const notice = page.getByRole('alert').filter({ hasText: "We couldn't load our latest articles just now" });
  await expect(notice).toBeVisible({ timeout: feedFailureTimeout });
  await expectNoAxeViolations(page);

  await page.unroute(feedRequest);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Delaware C-Corp or LLC? How to Choose Before You Raise' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { countFeedRequests, expectFeedAskedOnlyOnceStale, holdFeed, testWithFeedFailingOnServer } from './feed-helpers';

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

/** The widget's code loads as the visitor scrolls towards it (it sits below the client logos). */
async function scrollToWidget(page: Page) {
  await page.getByRole('heading', { level: 2, name: 'Clients who trust us' }).scrollIntoViewIfNeeded();
}

const newestTitles = [
  'Delaware C-Corp or LLC? How to Choose Before You Raise',
  'The 83(b) Election: 30 Days You Cannot Get Back',
  'Form 5472 for Foreign-Owned LLCs: The $25,000 Form Nobody Mentions',
];

// The widget's failure after its retries, and Retry, are its component test's
// (mfe-resources/src/latest-articles/latest-articles.test.tsx).

test('the home page comes with the three newest articles, which stay as its code arrives, read once by the server; axe clean at both widths', async ({
  page,
  consoleErrors,
}) => {
  const feedRequests = countFeedRequests(page);
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Latest Articles' });
  const cards = widget.getByRole('list', { name: 'Latest articles' }).getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(newestTitles);
  await scrollToWidget(page);
  await expect(widget.locator('xpath=ancestor::*[@data-hydrates]').locator('[data-hydrating]')).toHaveCount(0, { timeout: 15_000 });
  await expect(cards).toHaveCount(3);
  await expect(widget.getByRole('status', { name: 'Loading articles' })).toHaveCount(0);
  await expect(cards.first().getByText('November 19, 2026')).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /Read More/ })).toHaveAttribute('target', '_blank');
  await expectFeedAskedOnlyOnceStale(page, feedRequests);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await widget.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

// When the server cannot read the feed, the widget comes with its skeletons and the browser reads the feed.
testWithFeedFailingOnServer(
  "without the server's copy of the feed, the widget shows three skeleton cards, then the three newest articles",
  async ({ page, siteWithFeedFailingOnServer }) => {
    await stubExternalSites(page);
    const feed = await holdFeed(page);
    await page.goto(`${siteWithFeedFailingOnServer}/`);
    await scrollToWidget(page);
    const widget = page.getByRole('region', { name: 'Latest Articles' });
    await expect(widget.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
    const skeletons = widget.getByRole('status', { name: 'Loading articles' });
    await expect(skeletons.locator('[data-slot="article-card-skeleton"]')).toHaveCount(3);
    feed.release();
    const cards = widget.getByRole('list', { name: 'Latest articles' }).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(newestTitles);
    await expect(skeletons).toHaveCount(0);
  },
);

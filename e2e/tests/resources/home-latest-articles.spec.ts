import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, stubExternalSites, test } from '../support/fixtures';
import { feedFailures, feedFailureTimeout, feedRequest, holdFeed } from './feed-helpers';

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

/** The widget loads as the visitor scrolls towards it (it sits below the client logos). */
async function scrollToWidget(page: Page) {
  await page.getByRole('heading', { level: 2, name: 'Clients who trust us' }).scrollIntoViewIfNeeded();
}

test('the home page shows three skeleton cards, then the three newest articles', bothWidths, async ({ page, consoleErrors }) => {
  const feed = await holdFeed(page);
  await page.goto('/');
  await scrollToWidget(page);
  const widget = page.getByRole('region', { name: 'Latest Articles' });
  await expect(widget.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
  const skeletons = widget.getByRole('status', { name: 'Loading articles' });
  await expect(skeletons.locator('[data-slot="article-card-skeleton"]')).toHaveCount(3);
  feed.release();

  const cards = widget.getByRole('list', { name: 'Latest articles' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(skeletons).toHaveCount(0);
  await expect(cards.getByRole('heading')).toHaveText([
    'Delaware C-Corp or LLC? How to Choose Before You Raise',
    'The 83(b) Election: 30 Days You Cannot Get Back',
    'Form 5472 for Foreign-Owned LLCs: The $25,000 Form Nobody Mentions',
  ]);
  await expect(cards.first().getByText('November 19, 2026')).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /Read More/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the home widget shows the failure message, and Retry loads the articles', async ({ page }) => {
  await page.route(feedRequest, feedFailures['an HTTP 500']!);
  await page.goto('/');
  await scrollToWidget(page);
  const widget = page.getByRole('region', { name: 'Latest Articles' });
  const failure = widget.getByRole('alert');
  await expect(failure).toHaveText(/Failed to load articles\. Please try again later\./, { timeout: feedFailureTimeout });

  await page.unroute(feedRequest);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.getByRole('article')).toHaveCount(3);
  await expect(failure).toHaveCount(0);
});

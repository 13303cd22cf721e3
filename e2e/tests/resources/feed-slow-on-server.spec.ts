import { expect, stubExternalSites } from '../support/fixtures';
import { testWithFeedFailingOnServer as test } from './feed-helpers';

// The server's requests to the feed proxy never answer: a render waits for the feed 1 s at most.
test.use({ feedOnServer: 'slow' });

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

test('the page comes after about a second, with the skeletons, and the browser reads the feed', async ({
  page,
  request,
  siteWithFeedFailingOnServer,
}) => {
  const started = Date.now();
  const html = await (await request.get(`${siteWithFeedFailingOnServer}/resources`)).text();
  // The render waits 1 s for the feed; the rest is the render on a busy two-core machine.
  expect(Date.now() - started).toBeLessThan(4000);
  expect(html).toContain('aria-label="Loading articles"');
  expect(html).not.toContain('data-slot="article-card"');

  await page.goto(`${siteWithFeedFailingOnServer}/resources`);
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(6);
});

import { expect, stubExternalSites } from '../support/fixtures';
import { testWithFeedFailingOnServer as test } from './feed-helpers';

// The server's requests to the feed proxy never answer: a render waits for the feed 1 s at most.
test.use({ feedOnServer: 'slow' });

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

test('the page comes without the feed, with the skeletons, and the browser reads the feed', async ({
  page,
  request,
  siteWithFeedFailingOnServer,
}) => {
  // The feed never answers the server: the page comes at all only because its render stops waiting.
  const html = await (await request.get(`${siteWithFeedFailingOnServer}/resources`)).text();
  expect(html).toContain('aria-label="Loading articles"');
  expect(html).not.toContain('data-slot="article-card"');

  await page.goto(`${siteWithFeedFailingOnServer}/resources`);
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(6);
});

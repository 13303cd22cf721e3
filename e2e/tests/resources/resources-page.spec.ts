import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, slowCpu, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';
import { countFeedRequests, expectFeedAskedOnlyOnceStale, resourcesPageWithFeed } from './feed-helpers';

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

const firstTitle = 'Delaware C-Corp or LLC? How to Choose Before You Raise';

test("the server's HTML holds the feed's first six articles, the first thumbnail a real image fetched first", async ({ request }) => {
  const html = await resourcesPageWithFeed(request);
  const root = html.slice(html.indexOf('<div id="root">'));
  // In a card's heading, not only in the page state.
  expect(root).toContain(`>${firstTitle}</h3>`);
  expect(root).not.toContain('Loading articles');
  expect(root.match(/data-slot="article-card"/g)).toHaveLength(6);
  const firstImage = /<article data-slot="article-card"[^>]*>\s*(<img [^>]*>)/.exec(root)?.[1] ?? '';
  // From the site's own origin (/feed-images), named in the head's preload too, never the backend's origin.
  const firstSrc = /src="(\/feed-images\?src=[^"]+)"/.exec(firstImage)?.[1] ?? '';
  expect(new URLSearchParams(firstSrc.slice(firstSrc.indexOf('?'))).get('src')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/rss-to-json\/images\/delaware-c-corp-vs-llc\.svg$/,
  );
  const head = html.slice(0, html.indexOf('</head>'));
  const imageHints = (head.match(/<link rel="preload"[^>]*>/g) ?? []).filter((hint) => hint.includes('as="image"'));
  expect(imageHints.map((hint) => /href="([^"]*)"/.exec(hint)?.[1])).toEqual([firstSrc]);
  // HTML attribute names are case-insensitive: React writes fetchPriority.
  expect(firstImage).toMatch(/fetchpriority="high"/i);
  expect(firstImage).not.toContain('loading="lazy"');
  // Its box is sized before it loads (aspect-ratio 16 / 9), so nothing moves when it arrives.
  expect(firstImage).toContain('aspect-video');
  // The browser is handed the same articles, for its query client.
  const pageState = /<script type="application\/json" id="page-state">([^<]*)<\/script>/.exec(root)?.[1] ?? '{}';
  const queries = (JSON.parse(pageState) as { queries?: { queries: { queryKey: unknown[]; state: { data: { title: string }[] } }[] } })
    .queries?.queries;
  expect(queries?.[0]?.queryKey[0]).toBe('feed-articles');
  expect(queries?.[0]?.state.data[0]?.title).toBe(firstTitle);
});

test(
  'hydrates the six articles the server rendered without asking the feed again; Load More shows the rest and disappears',
  bothWidths,
  async ({ page, request, consoleErrors }) => {
    await resourcesPageWithFeed(request);
    const feedRequests = countFeedRequests(page);
    const picturesElsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).origin !== new URL(page.url()).origin)
        picturesElsewhere.push(request.url());
    });
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
    await expect(articles).toHaveCount(6);
    await waitForLiveApp(page);

    const first = articles.first();
    await expect(first.getByRole('heading', { name: firstTitle })).toBeVisible();
    await expect(first.getByText('November 19, 2026')).toBeVisible();
    await expect(first.getByText('Startup', { exact: true })).toBeVisible();
    await expect(first.locator('img')).toHaveJSProperty('naturalWidth', 1200);
    expect(await first.locator('img').evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe('/feed-images');
    await expect(page.getByText('Showing 6 of 8 articles')).toBeVisible();

    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(articles).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0);
    await expect(page.getByText('Showing 8 of 8 articles')).toBeVisible();
    // Shown in place, with the URL that shows them written over the page's entry.
    await expect(page).toHaveURL(/\/resources\?shown=12$/);
    await expect(articles.nth(6).getByRole('link', { name: /Read More/ })).toBeFocused();
    // The post without an image and without a category gets the default image and 'Article'.
    const imageless = articles.filter({ hasText: 'A Ten-Day Month-End Close for Startups' });
    await expect(imageless.getByText('Article', { exact: true })).toBeVisible();
    await imageless.scrollIntoViewIfNeeded();
    await expect(imageless.locator('img')).not.toHaveJSProperty('naturalWidth', 0);

    await expectNoAxeViolations(page);
    // Every picture, the feed's included, from the site's own origin.
    expect(picturesElsewhere).toEqual([]);
    await expectFeedAskedOnlyOnceStale(page, feedRequests);
    // A hydration mismatch would be reported here.
    expect(consoleErrors).toEqual([]);
  },
);

test('a hurried visitor at 4x CPU: Load More pressed the moment it shows, by URL and through the header More menu, shows all eight articles, with the feed asked at most once', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await resourcesPageWithFeed(request);
  await slowCpu(page, 4);
  const feedRequests = countFeedRequests(page);
  const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article');
  const loadMore = page.getByRole('link', { name: 'Load More' });

  // By URL: the press lands on the server's HTML, before the app is live: the link leads to the
  // page with six more, which the server renders.
  await page.goto('/resources', { waitUntil: 'commit' });
  await loadMore.click();
  await expect(articles).toHaveCount(8);
  await expect(page.getByText('Showing 8 of 8 articles')).toBeVisible();
  await expectFeedAskedOnlyOnceStale(page, feedRequests);

  // Through the site: from the home page by the header's More menu, pressed as soon as it shows.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).click();
  // The page's code loads while the home page's own parts still do, on a CPU four times slower:
  // 3.5 to 12 s here, with "Loading the page…" meanwhile.
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({ timeout: 30_000 });
  await loadMore.click();
  await expect(articles).toHaveCount(8);
  await expect(loadMore).toHaveCount(0);
  // One new page load, at most one request for the feed.
  expect(feedRequests.count()).toBeLessThanOrEqual(1);
  expect(consoleErrors).toEqual([]);
});

test('Read More opens the article in a new tab', async ({ page, context }) => {
  await context.route(/^https:\/\/medium\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }));
  await page.goto('/resources');
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

import { bothWidths, expect, holdRequests, test } from '../support/fixtures';

// What a first visit to the home page does not fetch until the visitor goes near it or uses it. Once
// the page is idle, the header's pages and the footer's newsletter form, which every navigation
// waits for, are loaded ahead (docs/architecture/apps-and-federation.md, "Pages loaded ahead"); the home page's own
// parts below the fold are not.
const deferred = {
  'the latest articles': /\/remotes\/resources\/__federation_expose_LatestArticles-[\w-]{8}\.js$/,
  'the client logos': /\/remotes\/marketing\/client-logos-[\w-]{8}\.js$/,
  'the client logos listing': /\/storage\/v1\/object\/list\/client-logos/,
};

test('the home page fetches the parts below the fold only as the visitor scrolls to them', bothWidths, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const [part, url] of Object.entries(deferred)) {
    expect(
      requested.filter((address) => url.test(address)),
      `${part} before scrolling`,
    ).toEqual([]);
  }

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client logos' })).toBeAttached();
  await expect(page.getByRole('list', { name: 'Latest articles' })).toBeAttached();
  for (const [part, url] of Object.entries(deferred)) {
    expect(
      requested.some((address) => url.test(address)),
      `${part} after scrolling`,
    ).toBe(true);
  }
});

test('a placeholder pulses only while its part is loading', async ({ page }) => {
  const release = await holdRequests(page, '**/storage/v1/object/list/client-logos');
  await page.goto('/');
  const animationOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);
  expect(await animationOf('[data-near-viewport="waiting"] [data-slot="skeleton"]')).toBe('none');

  await page.getByRole('heading', { level: 2, name: 'Clients who trust us' }).scrollIntoViewIfNeeded();
  const loading = page.getByRole('status').filter({ hasText: 'Loading client logos' });
  await expect(loading).toBeVisible();
  // Polled: React may put a new placeholder in place of the first while the part loads, and a node
  // taken out of the document has no computed animation.
  await expect.poll(() => animationOf('[role="status"][aria-busy="true"] [data-slot="skeleton"]')).toBe('pulse');
  release();
  await expect(loading).toHaveCount(0);
});

test('the parts below the fold the server rendered are on screen before their code: no placeholder stands in for them', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/remotes\/(contact|resources)\//);
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest articles' }).getByRole('article')).toHaveCount(3);
  release();
  await expect(page.locator('[data-hydrating]')).toHaveCount(0, { timeout: 15_000 });
});

test('bands far below the first screen are not rendered until the visitor scrolls near them', async ({ page }) => {
  await page.goto('/');
  const partners = page.getByRole('heading', { name: 'Our trusted partners' });
  const isRendered = () => partners.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await isRendered()).toBe(false);

  await partners.scrollIntoViewIfNeeded();
  await expect(partners).toBeInViewport();
  await expect.poll(isRendered).toBe(true);
});

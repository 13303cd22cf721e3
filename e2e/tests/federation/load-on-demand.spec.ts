import { bothWidths, expect, holdRequests, test } from '../support/fixtures';

// What a first visit to the home page does not fetch until the visitor goes near it or uses it.
const deferred = {
  'the contact remote (newsletter form)': /\/remotes\/contact\/.*\.js$/,
  'the resources remote (latest articles)': /\/remotes\/resources\/.*\.js$/,
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
  const release = await holdRequests(page, '**/remotes/resources/remoteEntry.js');
  await page.goto('/');
  const animationOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);
  expect(await animationOf('[data-near-viewport="waiting"] [data-slot="skeleton"]')).toBe('none');

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const loading = page.getByRole('status', { name: 'Loading articles' });
  await expect(loading).toBeVisible();
  expect(await animationOf('[role="status"][aria-label="Loading articles"] [data-slot="skeleton"]')).toBe('pulse');
  release();
  await expect(page.getByRole('list', { name: 'Latest articles' })).toBeVisible();
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

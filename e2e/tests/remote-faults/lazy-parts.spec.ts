import { expect, test } from '../support/fixtures';
import { countRequests, expectAtMostRequests, failureText } from './remote-faults';

// Parts that load on demand inside a working page: each failure shows where the visitor looks, and
// is requested a bounded number of times (3 automatic attempts; then only Retry loads again).

test("the footer's newsletter form, when its remote cannot load, says so in the footer with Retry, boundedly", async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/about');
  const requests = countRequests(page, /\/remotes\/contact\//);
  await page.route('**/remotes/contact/**', (route) => route.abort('connectionrefused'));
  const since = Date.now();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const failure = footer.getByRole('alert').filter({ hasText: failureText });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await expectAtMostRequests(page, requests, 10, since);

  await page.unroute('**/remotes/contact/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(footer.getByRole('form', { name: 'Subscribe to our newsletter' })).toBeVisible();
});

test('the latest articles, when their remote cannot load, say so in their place with Retry, boundedly', async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/');
  const requests = countRequests(page, /\/remotes\/resources\//);
  await page.route('**/remotes/resources/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const since = Date.now();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: failureText });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await expectAtMostRequests(page, requests, 10, since);

  await page.unroute('**/remotes/resources/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Latest articles' })).toBeAttached();
});

test('the contact dialog, when its remote cannot load, says so on screen with Retry, boundedly', async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto('/about');
  const requests = countRequests(page, /\/remotes\/contact\//);
  await page.route('**/remotes/contact/**', (route) => route.abort('connectionrefused'));
  const since = Date.now();
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  const failure = page.getByRole('alert').filter({ hasText: failureText });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await expect(failure).toBeInViewport();
  await expectAtMostRequests(page, requests, 10, since);

  await page.unroute('**/remotes/contact/**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
});

test("a header menu whose code cannot load says so, is requested once per press, and opens on the next press", async ({ page }, testInfo) => {
  test.setTimeout(30_000);
  const desktop = testInfo.project.name !== 'mobile';
  const chunk = desktop ? /\/assets\/more-menu-[\w-]{8}\.js$/ : /\/assets\/mobile-menu-[\w-]{8}\.js$/;
  await page.goto('/about');
  const requests = countRequests(page, chunk);
  await page.route(chunk, (route) => route.abort());
  const since = Date.now();
  const button = page.getByRole('banner').getByRole('button', { name: desktop ? 'More' : 'Open menu' });
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The menu could not load.' })).toBeVisible();
  await expectAtMostRequests(page, requests, 3, since, 5_000);

  await page.unroute(chunk);
  await button.click();
  if (desktop) await expect(page.getByRole('menuitem', { name: 'Resources' })).toBeVisible();
  else await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

import { expect, stubExternalSites, test } from '../support/fixtures';

const blogUrl = 'https://medium.com/staycompliant';

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

test('/blog sends the browser to the configured blog', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveURL(blogUrl);
  await expect(page.getByRole('heading', { name: 'External site' })).toBeVisible();
});

test('/blog replaces itself in the history, so Back does not bounce to the blog again', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await page.goto('/blog');
  await expect(page).toHaveURL(blogUrl);
  await page.goBack();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
});

test("/blog says 'Redirecting to our blog...' with a plain link while it leaves", async ({ page }) => {
  // A 204 answer cancels the navigation, so the page stays to be read; the request proves the attempt.
  const leaving = page.waitForRequest(blogUrl);
  await page.route(`${blogUrl}**`, (route) => route.fulfill({ status: 204 }));
  await page.goto('/blog');
  await leaving;
  await expect(page.getByRole('heading', { level: 1, name: 'Redirecting to our blog...' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'open our blog' })).toHaveAttribute('href', blogUrl);
});

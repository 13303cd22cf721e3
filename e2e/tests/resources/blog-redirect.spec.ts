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

import { expect, publicRoutes, stubExternalSites, test } from './support/fixtures';

test('a remote whose entry fails shows the message in its area only, and Retry recovers', async ({ page }) => {
  await page.route('**/remotes/pricing/remoteEntry.js*', (route) => route.abort());
  await page.goto('/pricing');
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText("This part of the page didn't load.");
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('StayCompliant');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(failure).toBeVisible();

  await page.unroute('**/remotes/pricing/remoteEntry.js*');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pricing/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('a remote that never answers gives up within the timeout', async ({ page }) => {
  await page.route('**/remotes/pricing/remoteEntry.js*', () => {
    // Never answered.
  });
  await page.goto('/pricing');
  const started = Date.now();
  await expect(page.getByRole('main').getByRole('alert')).toContainText("This part of the page didn't load.", {
    timeout: 9_000,
  });
  expect(Date.now() - started).toBeLessThan(9_000);
});

test('React is fetched once, from the shell, across every remote', async ({ page }) => {
  await stubExternalSites(page);
  const reactRequests: string[] = [];
  page.on('request', (request) => {
    if (/__federation_shared_react(-dom)?-[^/]+\.js$/.test(request.url())) reactRequests.push(request.url());
  });
  for (const path of ['/', '/pricing', '/resources', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  const react = reactRequests.filter((url) => /shared_react-[^/]+\.js$/.test(url));
  expect(new Set(react).size).toBe(1);
  expect(reactRequests.every((url) => !url.includes('/remotes/'))).toBe(true);
});

test('no route logs a console error', async ({ page, consoleErrors }) => {
  await stubExternalSites(page);
  for (const path of publicRoutes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(consoleErrors).toEqual([]);
});

import { expect, publicRoutes, stubExternalSites, test } from './support/fixtures';

// A remote that fails to load: e2e/tests/remote-faults/.

test('React is fetched once, from the shell, across every remote', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'navigates with the desktop header');
  await stubExternalSites(page);
  const reactRequests: string[] = [];
  page.on('request', (request) => {
    if (/__federation_shared_react(-dom)?-[^/]+\.js$/.test(request.url())) reactRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Pricing', 'About', 'Services']) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Resources/ })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  const fetched = (pattern: RegExp) => reactRequests.filter((url) => pattern.test(url));
  const react = fetched(/__federation_shared_react-(?!dom-|router-dom-)[^/]+\.js$/);
  const reactDom = fetched(/__federation_shared_react-dom-[^/]+\.js$/);
  expect(react).toHaveLength(1);
  expect(reactDom).toHaveLength(1);
  expect(react[0]).not.toContain('/remotes/');
  expect(reactDom[0]).not.toContain('/remotes/');
});

test('no route logs a console error', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await stubExternalSites(page);
  for (const path of publicRoutes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(consoleErrors).toEqual([]);
});

test("a remote's stylesheet is linked once, whether the page was prerendered or reached by a link", async ({ page }) => {
  const stylesheets = () => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onHome = await stylesheets();
  expect(onHome.filter((href) => href.includes('/remotes/marketing/'))).toHaveLength(1);
  expect(new Set(onHome).size).toBe(onHome.length);

  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).or(page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' })).first().click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('tab', { name: 'Incorporation' })).toBeVisible();
  const onPricing = await stylesheets();
  expect(onPricing.filter((href) => href.includes('/remotes/pricing/'))).toHaveLength(1);
  expect(new Set(onPricing).size).toBe(onPricing.length);
});

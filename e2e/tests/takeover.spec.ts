import { expect, test, type Page } from '@playwright/test';

/**
 * Holds back a remote's entry until the returned function is called: until then the app cannot render
 * the route, and the prerendered copy is what the visitor has (as on a slow phone).
 */
async function holdRemote(page: Page, remote: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/remotes/${remote}/remoteEntry.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const prerenderedCopy = (page: Page) => page.locator('#prerendered-page');

test('a link on the prerendered page works before the app has taken over', async ({ page }) => {
  await holdRemote(page, 'pricing');
  await page.goto('/pricing');
  await expect(prerenderedCopy(page)).toHaveCount(1);
  await prerenderedCopy(page).getByRole('link', { name: 'StayCompliant home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor who tabbed into the prerendered page keeps their place when the app takes over', async ({ page }) => {
  const release = await holdRemote(page, 'pricing');
  await page.goto('/pricing');
  await expect(prerenderedCopy(page)).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(prerenderedCopy(page).getByRole('link', { name: 'StayCompliant home' })).toBeFocused();

  release();
  await expect(prerenderedCopy(page)).toHaveCount(0);
  await expect(page.locator('#root').getByRole('link', { name: 'StayCompliant home' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

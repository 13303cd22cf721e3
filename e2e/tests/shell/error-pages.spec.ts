import { expect, test } from '../support/fixtures';

test('a page that crashes shows the friendly crash page inside the layout', async ({ page }) => {
  // The pricing page's module, replaced by one that throws while rendering.
  await page.route(/\/remotes\/pricing\/__federation_expose_PricingPage-[^/]+\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function PricingPage() { throw new Error("Injected crash"); }',
    }),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute(/__federation_expose_PricingPage/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start & Stay Compliant in USA' })).toBeVisible();
});

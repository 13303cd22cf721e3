import { bothWidths, expect, test } from '../support/fixtures';

// The marketing pages' carousels as the server draws them, for a visitor whose scripts do not run.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, carouselName] of [
    ['/customers', 'Founder testimonials'],
    ['/', 'What Our Clients Say'],
  ] as const) {
    test(`carousels show their first slide whole at any width (${path})`, bothWidths, async ({ page }) => {
      await page.goto(path);
      const carousel = page.getByRole('region', { name: carouselName });
      await carousel.scrollIntoViewIfNeeded();
      const slide = carousel.getByRole('group').first();
      await expect(slide).toBeVisible({ timeout: 5_000 });
      const first = await slide.boundingBox();
      const width = page.viewportSize()!.width;
      expect(first!.x).toBeGreaterThanOrEqual(0);
      expect(first!.x + first!.width).toBeLessThanOrEqual(width);
    });
  }
});

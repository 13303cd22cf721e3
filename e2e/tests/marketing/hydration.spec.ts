import type { Locator } from '@playwright/test';
import { expect, holdRequests, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';
import { testPagesThroughHydration } from '../support/page-through-hydration';

// The pages the marketing remote owns (shell/src/routes/route-table.ts), hydrated in the browser.
testPagesThroughHydration('marketing');

/** Where each slide of `carousel` is, to the tenth of a pixel, and which slides are in view. */
function slidePlaces(carousel: Locator) {
  return carousel.evaluate((region) => {
    const viewport = region.querySelector('[data-slot="carousel-viewport"]')!.getBoundingClientRect();
    return Array.from(region.querySelectorAll('[data-slot="carousel-item"]')).map((slide) => {
      const box = slide.getBoundingClientRect();
      return {
        slide: slide.getAttribute('aria-label'),
        left: Math.round(box.left * 10) / 10,
        inView: box.right > viewport.left + 1 && box.left < viewport.right - 1,
      };
    });
  });
}

// Embla moves slides with transforms, which puts them on their own layer: their text is drawn with
// another antialiasing, so pixels cannot be compared here. Their places are, to within a pixel.
test("the home page's testimonials stay where the server put them once their code hydrates, at 375, 768 and 1280 px", async ({ page }) => {
  test.slow();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The carousel's code loads as the visitor nears it: held, the server's carousel stays as it came.
    const releaseCarousel = await holdRequests(page, /\/remotes\/marketing\/testimonials-carousel-[^/]+\.js$/);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await waitForLiveApp(page);
    const before = await slidePlaces(carousel);
    releaseCarousel();
    await expect(carousel).toHaveAttribute('data-carousel-live', 'true');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await slidePlaces(carousel);
    const inView = (places: typeof before) => places.filter((place) => place.inView).map((place) => place.slide);
    expect(inView(after), `the slides in view at ${width} px`).toEqual(inView(before));
    for (const [index, place] of after.entries()) {
      if (!place.inView) continue;
      expect(Math.abs(place.left - before[index]!.left), `${place.slide} moved at ${width} px`).toBeLessThanOrEqual(1);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await stubExternalSites(page);
  }
});

import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/** Asserts a link opens `href` in a new tab, safely. */
export async function expectNewTabLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** Records every request to open the contact dialog (the contracts package's DOM event). */
export async function recordContactDialogRequests(page: Page) {
  await page.evaluate(() => {
    const holder = window as unknown as { contactRequests: unknown[] };
    holder.contactRequests = [];
    window.addEventListener('staycompliant:open-contact-dialog', (event) => {
      holder.contactRequests.push((event as CustomEvent).detail);
    });
  });
  return () => page.evaluate(() => (window as unknown as { contactRequests: unknown[] }).contactRequests);
}

/** The index of the slide a carousel has selected. */
export function selectedSlide(carousel: Locator) {
  return carousel.getAttribute('data-selected-index').then(Number);
}

/**
 * At 375 px (one slide across): Next brings the next slide into view whole and takes the one in view
 * out, whatever slide the wider layout left selected; axe finds nothing; back at 1280 px after.
 */
export async function expectCarouselAtPhoneWidth(page: Page, carousel: Locator) {
  await page.setViewportSize({ width: 375, height: 812 });
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.getByRole('group');
  const count = await slides.count();
  // The carousel measures itself again after the resize; the slide it names is then the one in view.
  let inView = 0;
  await expect(async () => {
    inView = await selectedSlide(carousel);
    await expect(slides.nth(inView)).toBeInViewport({ ratio: 0.9, timeout: 1_000 });
  }).toPass();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  const next = (inView + 1) % count;
  await expect.poll(() => selectedSlide(carousel)).toBe(next);
  await expect(slides.nth(next)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(inView)).not.toBeInViewport();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a page of the site and waits for its remote to render the h1 (slow on a busy machine). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Like stubExternalSites, for every page of the context: links that open a new tab land here too. */
export async function stubExternalSitesInNewTabs(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>External site</title><h1>External site</h1>' }),
  );
}

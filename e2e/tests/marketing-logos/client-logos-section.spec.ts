import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seededLogos } from './logo-helpers';

const listUrl = '**/storage/v1/object/list/client-logos';

function logosSection(page: Page) {
  return page.getByRole('region', { name: 'Clients who trust us' });
}

/** The logos load as the visitor scrolls towards their section, as a visitor does here. */
async function scrollToLogos(page: Page) {
  await logosSection(page).scrollIntoViewIfNeeded();
}

test.describe('home: Clients who trust us', () => {
  test('shows the seeded logos, six per slide, with alt text Client logo N', async ({ page }) => {
    await page.goto('/');
    const section = logosSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Some of the clients working with us')).toBeVisible();
    const carousel = section.getByRole('region', { name: 'Client logos' });
    const images = carousel.getByRole('img');
    // The admin tests upload and delete logos meanwhile: assert on one snapshot of the list, and on
    // the seeded logos by name.
    await expect.poll(() => images.count()).toBeGreaterThanOrEqual(seededLogos.length);
    const shown = await images.evaluateAll((nodes) =>
      nodes.map((node) => ({ alt: node.getAttribute('alt'), src: (node as HTMLImageElement).src })),
    );
    expect(shown.map((image) => image.alt)).toEqual(shown.map((_, index) => `Client logo ${index + 1}`));
    for (const name of seededLogos) expect(shown.some((image) => image.src.endsWith(`/client-logos/${name}`))).toBe(true);
    // Loaded and shown: every seeded image arrives (they may still be loading at first).
    await expect
      .poll(() =>
        images.evaluateAll(
          (nodes, names) =>
            nodes
              .filter((node) => names.some((name) => (node as HTMLImageElement).src.endsWith(`/${name}`)))
              .every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0),
          seededLogos,
        ),
      )
      .toBe(true);
    await expect(carousel.getByRole('group').first().getByRole('img')).toHaveCount(6);
  });

  test('the carousel advances by itself every 3 s and loops back to the first slide', async ({ page }) => {
    await page.goto('/');
    await scrollToLogos(page);
    const carousel = logosSection(page).getByRole('region', { name: 'Client logos' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-selected-index', '0');
    await expect(carousel).toHaveAttribute('data-selected-index', '1', { timeout: 8_000 });
    await expect(carousel).toHaveAttribute('data-selected-index', '0', { timeout: 10_000 });
  });

  test('the pause button stops the autoplay', async ({ page }) => {
    await page.goto('/');
    await scrollToLogos(page);
    const carousel = logosSection(page).getByRole('region', { name: 'Client logos' });
    await carousel.getByRole('button', { name: 'Pause logo carousel' }).click();
    await page.mouse.move(0, 0);
    const index = await carousel.getAttribute('data-selected-index');
    await page.waitForTimeout(4_000);
    await expect(carousel).toHaveAttribute('data-selected-index', index!);
    await expect(carousel.getByRole('button', { name: 'Play logo carousel' })).toBeVisible();
  });

  test('a failed listing shows the 8 fallback logos Partner 1 to Partner 8', async ({ page }) => {
    await page.route(listUrl, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: '500', error: 'internal', message: 'down' }),
      }),
    );
    await page.goto('/');
    await scrollToLogos(page);
    const carousel = logosSection(page).getByRole('region', { name: 'Client logos' });
    await carousel.getByRole('button', { name: 'Pause logo carousel' }).click({ timeout: 20_000 });
    await carousel.scrollIntoViewIfNeeded();
    // The fallback list points at {bucket}/1.png … 8.png; the local bucket has none of them, so each
    // image fails and its tile names the partner instead (a broken image is never shown).
    const firstSlide = carousel.getByRole('group', { name: '1 of 2' });
    for (let n = 1; n <= 6; n += 1) await expect(firstSlide.getByText(`Partner ${n}`, { exact: true })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next logos' }).click();
    const secondSlide = carousel.getByRole('group', { name: '2 of 2' });
    for (const n of [7, 8]) await expect(secondSlide.getByText(`Partner ${n}`, { exact: true })).toBeVisible();
    await expect(carousel.getByRole('img')).toHaveCount(0);
    await expect(logosSection(page).getByText('No client logos available')).toHaveCount(0);
  });

  test("an empty bucket shows 'No client logos available'", async ({ page }) => {
    await page.route(listUrl, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/');
    await scrollToLogos(page);
    await expect(logosSection(page).getByText('No client logos available')).toBeVisible();
  });
});

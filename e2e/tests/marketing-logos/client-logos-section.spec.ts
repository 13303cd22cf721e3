import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seededLogos } from './logo-helpers';

// The section's states (loading, six per slide, the fallback Partner tiles on a failed listing, an
// empty bucket) are its component test's (mfe-marketing/src/client-logos/client-logos-section.test.tsx);
// here are the backend's logos as they load, and the autoplay on the page's own clock.

/**
 * Pauses the page's clock 100 ms ahead of its time, before any 3 s autoplay step is due. The page's
 * time runs on between reading it and pausing (a page busy hydrating answers late), so a moment
 * already past is read again, a bounded number of times.
 */
async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

test('home: the seeded logos load from the backend, six per slide; the carousel advances every 3 s, loops, and its pause button stops it', async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, so the autoplay is stepped, not waited out.
  await page.clock.install();
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Clients who trust us' });
  const carousel = section.getByRole('region', { name: 'Client logos' });
  const images = carousel.getByRole('img');

  await test.step('the seeded logos, named Client logo N, every image loaded, six on the first slide', async () => {
    // The logos load as the visitor scrolls towards their section.
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('Some of the clients working with us')).toBeVisible();
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
    await expect(carousel).toHaveAttribute('data-carousel-live', 'true');
  });

  await test.step('every 3 s the next slide, and after the last the first again', async () => {
    // Hovering or focusing the carousel pauses it: the pointer stays off it.
    await page.mouse.move(0, 0);
    await pauseClockSoon(page);
    const slides = await carousel.getByRole('group').count();
    const first = Number(await carousel.getAttribute('data-selected-index'));
    for (let step = 1; step <= slides; step += 1) {
      await page.clock.runFor(3_100);
      await expect(carousel).toHaveAttribute('data-selected-index', String((first + step) % slides));
    }
  });

  await test.step('the pause button stops it for good, pointer and focus gone; Play starts it again', async () => {
    await carousel.evaluate((node) => {
      const moves = window as unknown as { logoMoves: number };
      moves.logoMoves = 0;
      new MutationObserver(() => {
        moves.logoMoves += 1;
      }).observe(node, { attributes: true, attributeFilter: ['data-selected-index'] });
    });
    const pause = carousel.getByRole('button', { name: 'Pause logo carousel' });
    const play = carousel.getByRole('button', { name: 'Play logo carousel' });
    await pause.click();
    await expect(play).toBeVisible();
    await play.blur();
    await page.mouse.move(0, 0);
    const index = Number(await carousel.getAttribute('data-selected-index'));
    await page.clock.runFor(10_000);

    await play.click();
    await expect(pause).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { logoMoves: number }).logoMoves)).toBe(0);
    await pause.blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_100);
    await expect(carousel).toHaveAttribute('data-selected-index', String((index + 1) % (await carousel.getByRole('group').count())));
  });
});

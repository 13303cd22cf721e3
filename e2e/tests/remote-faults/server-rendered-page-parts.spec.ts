import type { Page, Request } from '@playwright/test';
import { expect, test, waitForLiveApp } from '../support/fixtures';
import { countRequests, expectAtMostRequests, failureText } from './fault-helpers';

// A server-rendered page whose parts below the fold load their code later (the home page's
// testimonials carousel and client logos): a part that cannot load stays in its own section, and
// the page — its heading, text and links — stays on screen and works.

const marketingFiles = '**/remotes/marketing/**';
const marketingUrl = /\/remotes\/marketing\//;
const carouselChunk = /\/remotes\/marketing\/testimonials-carousel-[\w-]{8}\.js$/;
const partFailureText = "Part of this section didn't load.";
const homeHeading = 'Start & Stay Compliant in USA';

/** The files of the marketing remote the page is fetching now. */
function marketingInFlight(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (marketingUrl.test(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/** When the remote goes down, after `page.goto('/')`. */
const moments: Record<string, (page: Page) => Promise<void>> = {
  'right after the page is live': async (page) => {
    await page.goto('/');
    await waitForLiveApp(page);
  },
  '300 ms after the page has loaded': async (page) => {
    const inFlight = marketingInFlight(page);
    await page.goto('/');
    await page.waitForTimeout(300);
    // The page's own module must be in: one that cannot load before hydration shows its failure in
    // place of the page (direct-load.spec.ts). On a busy machine it can still be arriving now.
    await expect
      .poll(async () => inFlight.size === 0 && (await countOf(page, '__federation_expose_HomePage')) > 0, {
        intervals: [50],
        timeout: 15_000,
      })
      .toBe(true);
  },
};

function countOf(page: Page, file: string) {
  return page.evaluate((name) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(name)).length, file);
}

for (const [moment, goDown] of Object.entries(moments)) {
  test(`with the marketing remote down ${moment}, the home page keeps its heading and links, and a link inside it leads on`, async ({
    page,
  }) => {
    test.setTimeout(75_000);
    await goDown(page);
    const requests = countRequests(page, marketingUrl);
    await page.route(marketingFiles, (route) => route.abort('connectionrefused'));
    const since = Date.now();
    await waitForLiveApp(page);
    // The parts below the fold load as the visitor scrolls towards them.
    await page.getByRole('region', { name: 'What Our Clients Say' }).scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expectAtMostRequests(page, requests, 10, since);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(main.getByRole('alert').filter({ hasText: failureText })).toHaveCount(0);
    const explore = main.getByRole('link', { name: 'Explore our services' });
    await expect(explore).toBeVisible();

    await explore.click();
    await expect(page).toHaveURL(/\/services$/);
    const failure = main.getByRole('alert').filter({ hasText: failureText });
    await expect(failure).toBeVisible({ timeout: 10_000 });
    await page.unroute(marketingFiles);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { level: 1, name: /services/i })).toBeVisible();
  });
}

test('the testimonials carousel, when its code cannot load, keeps its quotes and says so in its section with Retry; the rest of the page works, and Retry brings the carousel', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const requests = countRequests(page, carouselChunk);
  await page.route(carouselChunk, (route) => route.abort('connectionrefused'));
  const since = Date.now();
  await page.goto('/');
  await waitForLiveApp(page);
  const section = page.getByRole('region', { name: 'What Our Clients Say' });
  await section.scrollIntoViewIfNeeded();

  const failure = section.getByRole('alert').filter({ hasText: partFailureText });
  await expect(failure).toBeVisible({ timeout: 12_000 });
  const carousel = section.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel.getByRole('group').first()).toContainText('Lena Hoffmann');
  await expect(carousel.getByRole('group').first()).toBeVisible();
  // Three attempts, then nothing until Retry.
  await expectAtMostRequests(page, requests, 3, since);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: partFailureText })).toHaveCount(1);

  await page.unroute(carouselChunk);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toHaveCount(0);
  await expect.poll(() => carousel.getAttribute('data-selected-index')).toBe('0');
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect.poll(() => carousel.getAttribute('data-selected-index')).toBe('1');
  expect(requests.length).toBeLessThanOrEqual(4);

  // A link inside the page is the live app's: it leads to the services page in place.
  await main.getByRole('link', { name: 'Explore our services' }).click();
  await expect(main.getByRole('heading', { level: 1, name: /services/i })).toBeVisible();
});

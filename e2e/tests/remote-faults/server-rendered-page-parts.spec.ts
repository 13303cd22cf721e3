import { expect, slowCpu, test, waitForLiveApp } from '../support/fixtures';
import { controlPageClock, runClockUntilVisible } from '../support/page-clock';
import { countRequests, expectEachFileAtMost, expectRequestsBounded, failureText, pageNotice } from './fault-helpers';

// A server-rendered page whose parts below the fold load their code later (the home page's
// testimonials carousel and client logos): a part that cannot load stays in its own section, and
// the page — its heading, text and links — stays on screen and works.

const marketingFiles = '**/remotes/marketing/**';
const marketingUrl = /\/remotes\/marketing\//;
const carouselChunk = /\/remotes\/marketing\/testimonials-carousel-[\w-]{8}\.js$/;
const partFailureText = "Part of this section didn't load.";
const homeHeading = 'Start & Stay Compliant in USA';

/** When the remote goes down, counted from the moment `/`'s HTML arrives. */
const moments = { 'as / loads': 0, '300 ms after / loads': 300, '1,000 ms after / loads': 1_000 };

for (const [moment, delayMs] of Object.entries(moments)) {
  test(`with the marketing remote down ${moment}, at 4x CPU, the home page keeps its heading and every section's text, a notice offers Retry, and Retry makes it live`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await slowCpu(page, 4);
    await controlPageClock(page);
    const goDown = () => page.route(marketingFiles, (route) => route.abort('connectionrefused'));
    // At 0 ms the remote is down before the page asks for any of its files (the HTML is the site server's).
    if (delayMs === 0) await goDown();
    const requests = countRequests(page, marketingUrl);
    await page.goto('/', { waitUntil: 'commit' });
    if (delayMs > 0) {
      await page.waitForTimeout(delayMs);
      await goDown();
      requests.length = 0;
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
    // textContent: a band scrolled far away is not rendered (content-visibility), and has no innerText.
    const headings = await main.getByRole('heading').allTextContents();
    const sectionTexts = await main.locator('section').allTextContents();

    // The parts below the fold load as the visitor scrolls towards them.
    await page.getByRole('region', { name: 'What Our Clients Say' }).scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const notices = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await runClockUntilVisible(page, notices.first(), 30_000);
    await expectRequestsBounded(page, requests, 30);
    expectEachFileAtMost(requests);

    // Parts of other remotes (the latest articles) may join; nothing of the server's leaves.
    expect(await main.getByRole('heading').allTextContents()).toEqual(expect.arrayContaining(headings));
    const sectionTextsNow = await main.locator('section').allTextContents();
    for (const text of sectionTexts) {
      expect(
        sectionTextsNow.some((now) => now.includes(text)),
        `still on the page: ${text.slice(0, 60)}…`,
      ).toBe(true);
    }
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(main.getByRole('alert').filter({ hasText: failureText })).toHaveCount(0);

    await page.unroute(marketingFiles);
    for (let left = await notices.count(); left > 0; left = await notices.count()) {
      await notices.first().getByRole('button', { name: 'Retry' }).click();
      await expect(notices).toHaveCount(left - 1, { timeout: 30_000 });
    }
    await expect(page.getByRole('alert').filter({ hasText: pageNotice })).toHaveCount(0);

    // Live: the carousel turns, and a link inside the page is the app's.
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute('data-carousel-live'), { timeout: 30_000 }).not.toBeNull();
    const before = await carousel.getAttribute('data-selected-index');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => carousel.getAttribute('data-selected-index')).not.toBe(before);
    await main.getByRole('link', { name: 'Explore our services' }).click();
    await expect(main.getByRole('heading', { level: 1, name: /services/i })).toBeVisible();
  });
}

test('the testimonials carousel, when its code cannot load, keeps its quotes and says so in its section with Retry; the rest of the page works, and Retry brings the carousel', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await slowCpu(page, 4);
  await controlPageClock(page);
  const requests = countRequests(page, carouselChunk);
  await page.route(carouselChunk, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await waitForLiveApp(page);
  const section = page.getByRole('region', { name: 'What Our Clients Say' });
  await section.scrollIntoViewIfNeeded();

  const failure = section.getByRole('alert').filter({ hasText: partFailureText });
  await runClockUntilVisible(page, failure);
  const carousel = section.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel.getByRole('group').first()).toContainText('Lena Hoffmann');
  await expect(carousel.getByRole('group').first()).toBeVisible();
  // Three attempts, then nothing until Retry.
  await expectRequestsBounded(page, requests, 3);

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

import { expectNoAxeViolations } from '../support/axe';
import { consultationUrl, serviceNames } from '../support/external-urls';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { expectCarouselAtPhoneWidth, expectNewTabLink, openPage, selectedSlide } from './marketing-helpers';

// What we do's cards and links are the server layer's (packages/site-server/src/built-site/).
test('home page: hero, testimonials, sections in order, partners and axe at both widths; a pill and the partners link lead on', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await stubExternalSites(page);
  await openPage(page, '/');

  await test.step('hero: one h1, the sub-line, six service pills in two columns, and Talk to an expert', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start & Stay Compliant in USA');
    await expect(page.getByText('Keep your USA company 100% compliant with us')).toBeVisible();
    const pills = page.getByRole('list', { name: 'Our services' }).getByRole('link');
    await expect(pills).toHaveText(Object.values(serviceNames));
    for (const [id, name] of Object.entries(serviceNames)) {
      await expect(pills.filter({ hasText: name })).toHaveAttribute('href', `/services/${id}`);
    }
    // Two columns: the first two pills share a row.
    const [first, second] = [await pills.nth(0).boundingBox(), await pills.nth(1).boundingBox()];
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2);
    await expectNewTabLink(page.getByRole('link', { name: /Talk to an expert/ }), consultationUrl);
  });

  await test.step('sections come in order: services, testimonials, client logos, partners', async () => {
    const titles = ['What we do', 'What Our Clients Say', 'Clients who trust us', 'Our trusted partners'];
    const tops: number[] = [];
    for (const title of titles) {
      const box = await page.getByRole('heading', { level: 2, name: title }).boundingBox();
      tops.push(box?.y ?? -1);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(page.getByText('Some of the clients working with us')).toBeVisible();
  });

  await test.step('the latest-articles widget loads from mfe-resources between the logos and the partners', async () => {
    await page.getByRole('heading', { level: 2, name: 'Clients who trust us' }).scrollIntoViewIfNeeded();
    const articles = page.getByRole('heading', { level: 2, name: /articles/i }).first();
    await expect(articles).toBeVisible();
    const [logos, widget, partners] = [
      await page.getByRole('heading', { level: 2, name: 'Clients who trust us' }).boundingBox(),
      await articles.boundingBox(),
      await page.getByRole('heading', { level: 2, name: 'Our trusted partners' }).boundingBox(),
    ];
    expect(logos!.y).toBeLessThan(widget!.y);
    expect(widget!.y).toBeLessThan(partners!.y);
  });

  await test.step('trusted partners: six partners', async () => {
    const section = page.getByRole('region', { name: 'Our trusted partners' });
    await expect(section.getByRole('listitem')).toHaveCount(6);
    for (const name of ['Mercury', 'Brex', 'Gusto', 'Stripe Atlas', 'Deel', 'QuickBooks']) {
      await expect(section.getByText(name, { exact: true })).toBeVisible();
    }
  });

  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await test.step('the testimonials carousel moves with its buttons and the arrow keys, and loops', async () => {
    // The carousel loads as the visitor scrolls towards its section.
    await page.getByRole('region', { name: 'What Our Clients Say' }).scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group')).toHaveCount(6);
    await expect.poll(() => selectedSlide(carousel)).toBe(0);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => selectedSlide(carousel)).toBe(1);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(() => selectedSlide(carousel)).toBe(0);
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedSlide(carousel)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedSlide(carousel)).toBe(0);
    // Looping: left of the first quote is the last one.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedSlide(carousel)).toBe(5);
    await expect(carousel.getByRole('group').nth(5)).toBeInViewport();
  });

  await test.step('axe finds nothing at 1280 px', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Our trusted partners' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('at 375 px: the testimonial in view moves by its button, and axe finds nothing', () =>
    expectCarouselAtPhoneWidth(page, carousel));
  expect(consoleErrors).toEqual([]);

  await test.step('a service pill opens its service page; Back, and the partners link opens /partners', async () => {
    await page.getByRole('list', { name: 'Our services' }).getByRole('link', { name: 'Tax Filing' }).click();
    await expect(page).toHaveURL('/services/taxes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Filing');
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page
      .getByRole('region', { name: 'Our trusted partners' })
      .getByRole('link', { name: /See what our clients get/ })
      .click();
    await expect(page).toHaveURL('/partners');
  });
});

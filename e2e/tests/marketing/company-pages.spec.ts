import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../support/axe';
import { consultationUrl, partnerUrls, videoUrls } from '../support/external-urls';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { expectCarouselAtPhoneWidth, expectNewTabLink, openPage, selectedSlide, stubExternalSitesInNewTabs } from './marketing-helpers';

test.beforeEach(async ({ page, context }) => {
  test.slow();
  await stubExternalSites(page);
  await stubExternalSitesInNewTabs(context);
});

test('about page: the founder story, 8+ years, a team with 4 to 20 years, values and a call to action; axe clean at both widths', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/about');
  await test.step('the story, its sections and the call to action', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('8+ years');
    await expect(page.getByRole('heading', { level: 2, name: 'Why we started' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Specialists with 4 to 20 years of experience each' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Deadlines are promises' })).toBeVisible();
    await expectNewTabLink(page.getByRole('link', { name: /Book a free consultation/ }), consultationUrl);
  });
  await test.step('axe finds nothing at 1280 and 375 px', async () => {
    await expectNoAxeViolationsAtBothWidths(page);
  });
  expect(consoleErrors).toEqual([]);
});

test('partners page: six partners, each with what clients get and its referral page in a new tab; axe clean at both widths', async ({
  page,
  context,
  consoleErrors,
}) => {
  await openPage(page, '/partners');
  await test.step('six partner cards, each linking out in a new tab', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('article')).toHaveCount(6);
    for (const [name, url] of Object.entries(partnerUrls)) {
      const card = page.getByRole('article', { name });
      await expectNewTabLink(card.getByRole('link', { name: new RegExp(`Get started with ${name}`) }), url);
      await expect(card.getByRole('paragraph').first()).not.toBeEmpty();
    }
    await expect(page.getByRole('article', { name: 'Gusto' })).toContainText('Payroll, benefits and state registrations');
  });
  await test.step('axe finds nothing at 1280 and 375 px', async () => {
    await expectNoAxeViolationsAtBothWidths(page);
  });
  expect(consoleErrors).toEqual([]);
  await test.step('a partner link opens the partner in a new tab', async () => {
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Get started with Mercury/ }).click();
    await expect(await popup).toHaveURL(partnerUrls.Mercury);
  });
});

test('customers page: three client stories with their videos, a looping carousel of three quotes, and axe clean at both widths', async ({
  page,
  context,
  consoleErrors,
}) => {
  await openPage(page, '/customers');
  const carousel = page.getByRole('region', { name: 'Founder testimonials' });

  await test.step('three stories with client, position, company and industry, each linking to its video', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client success stories');
    await expect(page.getByRole('article')).toHaveCount(3);
    const first = page.getByRole('article', { name: 'From idea to a funded Delaware C-corp in three weeks' });
    for (const text of ['Amara Nwosu', 'Founder & CEO, Ledgerly', 'Fintech']) await expect(first).toContainText(text);
    await expect(first.getByRole('img')).toHaveCount(0); // the thumbnail is decorative inside its link
    await expect(first.locator('img')).toHaveAttribute('width', '640');
    for (const [title, url] of Object.entries(videoUrls)) {
      await expectNewTabLink(page.getByRole('link', { name: `Watch the video: ${title} (opens in a new tab)` }), url);
    }
  });

  await test.step('the quotes carousel moves by its button and the arrow keys, and loops', async () => {
    await expect(carousel.getByRole('group')).toHaveCount(3);
    await expect.poll(() => selectedSlide(carousel)).toBe(0);
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    for (const expected of [1, 2, 0]) {
      await next.click();
      await expect.poll(() => selectedSlide(carousel)).toBe(expected);
    }
    await carousel.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedSlide(carousel)).toBe(2);
    await expect(carousel.getByRole('group').nth(2)).toContainText('Kenji Watanabe');
    await expect(carousel.getByRole('group').nth(2)).toBeInViewport();
  });

  await test.step('axe finds nothing at 1280 px', async () => {
    await expectNoAxeViolations(page);
  });

  await test.step('at 375 px: the quote in view moves by its button, and axe finds nothing', () =>
    expectCarouselAtPhoneWidth(page, carousel));
  expect(consoleErrors).toEqual([]);

  await test.step('a video link opens the video in a new tab', async () => {
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Watch the video: A multi-chain treasury/ }).click();
    await expect(await popup).toHaveURL(videoUrls['A multi-chain treasury, reconciled and audit-ready']);
  });
});

import { expectNoAxeViolations } from '../support/axe';
import { consultationUrl, partnerUrls, videoUrls } from '../support/external-urls';
import { bothWidths, expect, stubExternalSites, test } from '../support/fixtures';
import { expectNewTabLink, openPage, selectedSlide, stubExternalSitesInNewTabs } from './marketing-helpers';

test.beforeEach(async ({ page, context }) => {
  test.slow();
  await stubExternalSites(page);
  await stubExternalSitesInNewTabs(context);
});

test.describe('about page', () => {
  test(
    'tells the founder story: 8+ years, a team with 4 to 20 years, values and a call to action',
    bothWidths,
    async ({ page, consoleErrors }) => {
      await openPage(page, '/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('8+ years');
      await expect(page.getByRole('heading', { level: 2, name: 'Why we started' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Specialists with 4 to 20 years of experience each' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Deadlines are promises' })).toBeVisible();
      await expectNewTabLink(page.getByRole('link', { name: /Book a free consultation/ }), consultationUrl);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    },
  );
});

test.describe('partners page', () => {
  test(
    'six partners, each linking out to its referral page in a new tab, with what clients get',
    bothWidths,
    async ({ page, consoleErrors }) => {
      await openPage(page, '/partners');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(6);
      for (const [name, url] of Object.entries(partnerUrls)) {
        const card = page.getByRole('article', { name });
        await expectNewTabLink(card.getByRole('link', { name: new RegExp(`Get started with ${name}`) }), url);
        await expect(card.getByRole('paragraph').first()).not.toBeEmpty();
      }
      await expect(page.getByRole('article', { name: 'Gusto' })).toContainText('Payroll, benefits and state registrations');
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    },
  );

  test('a partner link opens the partner in a new tab', async ({ page, context }) => {
    await openPage(page, '/partners');
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Get started with Mercury/ }).click();
    const partner = await popup;
    await expect(partner).toHaveURL(partnerUrls.Mercury);
  });
});

test.describe('customers page', () => {
  test('three client stories with client, position, company and industry, each opening its video', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await openPage(page, '/customers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client success stories');
    const stories = page.getByRole('article');
    await expect(stories).toHaveCount(3);
    const first = page.getByRole('article', { name: 'From idea to a funded Delaware C-corp in three weeks' });
    for (const text of ['Amara Nwosu', 'Founder & CEO, Ledgerly', 'Fintech']) await expect(first).toContainText(text);
    await expect(first.getByRole('img')).toHaveCount(0); // the thumbnail is decorative inside its link
    await expect(first.locator('img')).toHaveAttribute('width', '640');

    for (const [title, url] of Object.entries(videoUrls)) {
      await expectNewTabLink(page.getByRole('link', { name: `Watch the video: ${title} (opens in a new tab)` }), url);
    }
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: /Watch the video: A multi-chain treasury/ }).click();
    await expect(await popup).toHaveURL(videoUrls['A multi-chain treasury, reconciled and audit-ready']);
    expect(consoleErrors).toEqual([]);
  });

  test('a looping carousel of three quotes', bothWidths, async ({ page }) => {
    await openPage(page, '/customers');
    const carousel = page.getByRole('region', { name: 'Founder testimonials' });
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

  test('has no axe violations', bothWidths, async ({ page }) => {
    await openPage(page, '/customers');
    await expectNoAxeViolations(page);
  });
});

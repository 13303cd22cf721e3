import { expectNoAxeViolations } from '../support/axe';
import { bookingUrls, serviceNames } from '../support/external-urls';
import { bothWidths, expect, stubExternalSites, test } from '../support/fixtures';
import { expectNewTabLink, openPage, recordContactDialogRequests } from './marketing-helpers';

test.beforeEach(async ({ page }) => {
  test.slow();
  await stubExternalSites(page);
});

test('an unknown id shows accounting', async ({ page, consoleErrors }) => {
  await openPage(page, '/services/unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounting & Bookkeeping');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNewTabLink(page.getByRole('link', { name: /Book a free consultation/ }), bookingUrls.accounting);
  expect(consoleErrors).toEqual([]);
});

test('each service page opens its own booking page in a new tab', async ({ page }) => {
  for (const [id, name] of Object.entries(serviceNames)) {
    await openPage(page, `/services/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const cta = page.getByRole('region', { name: `Talk to us about ${name}` });
    await expectNewTabLink(cta.getByRole('link', { name: /Book a free consultation/ }), bookingUrls[id as keyof typeof bookingUrls]);
    await expectNewTabLink(
      page.getByRole('complementary', { name: 'At a glance' }).getByRole('link', { name: /Book a call/ }),
      bookingUrls[id as keyof typeof bookingUrls],
    );
  }
});

test('Back to Services returns to the list', async ({ page }) => {
  await openPage(page, '/services/legal');
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
});

test('tabs switch between Service Details and Why Choose Us, by mouse and by keyboard', async ({ page }) => {
  await openPage(page, '/services/cfo');
  const details = page.getByRole('tab', { name: 'Service Details' });
  const why = page.getByRole('tab', { name: 'Why Choose Us' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Financial planning and analysis');

  await why.click();
  await expect(why).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Board-ready numbers every month');

  await why.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Financial planning and analysis');
});

test('service groups open and close independently', async ({ page }) => {
  await openPage(page, '/services/crypto');
  const panel = page.getByRole('tabpanel');
  const first = panel.getByRole('button', { name: 'Wallet and exchange reconciliation' });
  const second = panel.getByRole('button', { name: 'Cost basis and gains' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByText('Cost basis by lot, using specific identification or FIFO')).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText('Cost basis by lot, using specific identification or FIFO')).toBeVisible();

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('switching to another service ends at the top of the page', async ({ page }) => {
  await openPage(page, '/services/legal');
  const other = page.getByRole('navigation', { name: 'Other services' });
  await other.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await other.getByRole('link', { name: 'Tax Filing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Filing');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test("'Contact us' opens the contact dialog with the service ticked", async ({ page }) => {
  await openPage(page, '/services/taxes');
  const requests = await recordContactDialogRequests(page);
  await page.getByRole('region', { name: 'Talk to us about Tax Filing' }).getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  expect(await requests()).toEqual([{ service: 'Tax Filing' }]);
});

test('has no axe violations, with a group open and on the second tab', bothWidths, async ({ page }) => {
  await openPage(page, '/services/incorporation');
  const group = page.getByRole('button', { name: 'Closure and dissolution' });
  await group.click();
  // A press before the app is live acts once it is: axe scans the page after that.
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  const whyUs = page.getByRole('tab', { name: 'Why Choose Us' });
  await whyUs.click();
  await expect(whyUs).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});

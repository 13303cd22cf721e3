import { expectNoAxeViolations } from '../support/axe';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { openPage } from './marketing-helpers';

// An unknown id and each service's booking links are the server layer's (packages/site-server/src/built-site/);
// the groups and Contact us's request the page's component test's
// (mfe-marketing/src/pages/service-detail-page.test.tsx). Here is one service page
// as a visitor uses it: the keyboard, axe at both widths, the dialog it opens, and where links lead.

test('a service page: tabs by mouse and keyboard, axe at both widths with a group open and on the second tab, Contact us, other services, Back', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await stubExternalSites(page);
  await openPage(page, '/services/cfo');
  const details = page.getByRole('tab', { name: 'Service Details' });
  const why = page.getByRole('tab', { name: 'Why Choose Us' });

  await test.step('tabs switch between Service Details and Why Choose Us, by mouse and by keyboard', async () => {
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

  await test.step('axe finds nothing with a second group open, and on the second tab, at 1280 and 375 px', async () => {
    const group = page.getByRole('tabpanel').getByRole('button', { name: 'Board and investor reporting' });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await details.click();
      // Opened again if switching tabs closed it.
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await why.click();
      await expect(why).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("'Contact us' opens the contact dialog with the service ticked", async () => {
    await page
      .getByRole('region', { name: 'Talk to us about Controller & CFO Advisory' })
      .getByRole('button', { name: 'Contact us' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Controller & CFO Advisory' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  expect(consoleErrors).toEqual([]);

  await test.step('switching to another service ends at the top of the page', async () => {
    const other = page.getByRole('navigation', { name: 'Other services' });
    await other.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await other.getByRole('link', { name: 'Tax Filing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Filing');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  await test.step('Back to Services returns to the list', async () => {
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  });
});

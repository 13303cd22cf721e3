import { openContactDialog, toastWith } from '../contact/contact-helpers';
import { recordCspViolations } from '../support/csp-violations';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { publicRoutes } from '../support/routes';
import { uniqueEmail } from '../support/unique-names';

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

test('every page loads under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(150_000);
  const violations = await recordCspViolations(page);
  for (const path of [...publicRoutes, '/services/crypto', '/admin/logos', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Bring lazy images (client logos, article cards, partner marks) and the footer into view.
    await page.keyboard.press('End');
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the newsletter, the contact dialog and its toasts work under the policy', async ({ page }, testInfo) => {
  const violations = await recordCspViolations(page);
  await page.goto('/resources');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const newsletter = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' });
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('csp', testInfo.project.name));
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, 'Successfully subscribed to our mailing list!')).toBeVisible();

  const dialog = await openContactDialog(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, 'Name is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(violations).toEqual([]);
});

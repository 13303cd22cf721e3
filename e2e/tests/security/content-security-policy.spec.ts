import { openContactDialog, toastWith } from '../contact/contact-helpers';
import { recordCspViolations } from '../support/csp-violations';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

// Every server-rendered page, scrolled to its end, is checked for violations where it is hydrated
// (e2e/tests/support/page-through-hydration.ts); here, what the visitor's actions load.
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

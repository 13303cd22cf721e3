import { expect, test } from '../support/fixtures';
import { expectNothingInjected, hostileMarkup, recordDialogs } from '../support/inert-text';
import { openContactDialog } from './contact-helpers';

// The contact dialog restores an unsent draft from session storage: whatever is there, as a visitor
// (or another script on the origin) left it, must come back as plain field values.
const draft = {
  name: `${hostileMarkup.image} ${hostileMarkup.mixed}`,
  email: `${hostileMarkup.attributeBreakout}@example.com`,
  company_size: hostileMarkup.image,
  services_interested: ['Tax Filing', hostileMarkup.script],
  description: `${hostileMarkup.script}\n${hostileMarkup.attributeBreakout}\n\u0007 bell, \u001b escape`,
};

test('a hostile draft is restored as literal text in the fields, with no element created and no alert', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.addInitScript((stored) => window.sessionStorage.setItem('staycompliant:contact-draft', stored), JSON.stringify(draft));
  await page.goto('/about');
  const dialog = await openContactDialog(page);

  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(draft.name);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(draft.email);
  await expect(dialog.getByRole('textbox', { name: 'Additional Details' })).toHaveValue(draft.description);
  await expect(dialog.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
  // A company size or service that is not one of the options selects nothing.
  await expect(dialog.getByRole('combobox', { name: 'Company Size' })).not.toContainText('<img');
  await expect(dialog.getByRole('checkbox', { name: hostileMarkup.script })).toHaveCount(0);

  // Submitting shows the schema's message, not the visitor's text.
  await dialog.getByRole('button', { name: /submit/i }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).not.toContainText('<img');

  await expectNothingInjected(page);
  expect(dialogs).toEqual([]);
});

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { expectCompanySize, expectOneStoredEnquiry, openContactDialog, toastWith } from './contact-helpers';

// The dialog's rules, draft, honeypot and failures are its component test's
// (mfe-contact/src/contact-dialog/contact-dialog.test.tsx); here is what needs a browser: the toast's
// place, the layout at a phone's size, axe, the keyboard, and an enquiry stored through the backend.

const thanks = "Thank you! We'll get back to you soon.";
const failure = 'Failed to submit form. Please try again.';

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

/** The header's bottom edge; the open modal hides the header from the accessibility tree, hence includeHidden. */
async function headerBottom(page: Page) {
  const header = await page.getByRole('banner', { includeHidden: true }).boundingBox();
  return header!.y + header!.height;
}

test('on a live page: the problems as one toast below the header, axe clean, Close usable, and it fits a small phone', async ({
  page,
  consoleErrors,
}) => {
  const dialog = await openContactDialog(page);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  const toasts = page.locator('[data-sonner-toast]');

  await test.step('an empty submit: the first problem toasted, every field marked, axe clean', async () => {
    await submit.click();
    await expect(toastWith(page, 'Name is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  await test.step('the next problem replaces the toast, which slides in below the header', async () => {
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await submit.click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveText(/Invalid email address/);
    // Polled: the toast slides in from above.
    const belowHeader = await headerBottom(page);
    await expect.poll(async () => (await toasts.boundingBox())?.y).toBeGreaterThanOrEqual(belowHeader);
  });

  await test.step('at 375 × 667: the dialog fits, scrolls to Submit, axe clean, the toast below the header', async () => {
    await page.setViewportSize({ width: 375, height: 667 });
    const box = await dialog.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(667);
    expect(box?.width).toBeLessThanOrEqual(375);
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await submit.click();
    await expect(toasts).toHaveCount(1);
    const belowHeader = await headerBottom(page);
    await expect.poll(async () => (await toasts.boundingBox())?.y).toBeGreaterThanOrEqual(belowHeader);
  });

  await test.step('the error toast stays 8 s; the visitor can close the dialog at once', async () => {
    await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden();
  });
  expect(consoleErrors).toEqual([]);
});

test('works with the keyboard only: open, fill, a failed send, Enter again stores it, and Escape', async ({ page, request }, testInfo) => {
  // Forty key presses, an axe scan and a database read on a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('Keyboard.Only', testInfo.project.name);
  const description = 'Orbital mechanics consultancy, need a legal review.';
  const contactUs = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  const submit = dialog.getByRole('button', { name: 'Submit' });

  await test.step('Enter on Contact us opens the dialog on Name; axe clean', async () => {
    await contactUs.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  await test.step('every field filled from the keyboard', async () => {
    await page.keyboard.type('  Katherine Johnson  ');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: 'Company Size' })).toBeFocused();
    // A native select: typing an option's first letter chooses it, the list closed.
    await page.keyboard.type('M');
    await expectCompanySize(dialog, 'More than 100 employees');
    await expect(dialog.getByRole('combobox', { name: 'Company Size' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Incorporation & Closure' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Legal Services' })).toBeChecked();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Additional Details' })).toBeFocused();
    await page.keyboard.type(description);
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
  });

  await test.step('the backend fails: the dialog stays, with Submit focused for another try', async () => {
    await page.route('**/rest/v1/contact_submissions', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'internal error' }) }),
    );
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(failure);
    await expect(toastWith(page, failure)).toBeVisible();
    await expect(submit).toBeFocused();
    await page.unroute('**/rest/v1/contact_submissions');
  });

  await test.step('Enter again stores the enquiry trimmed and lower-cased, and focus returns to Contact us', async () => {
    await page.keyboard.press('Enter');
    await expect(toastWith(page, thanks)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(contactUs).toBeFocused();
    await expectOneStoredEnquiry(request, email, {
      name: 'Katherine Johnson',
      company_size: '100+',
      services_interested: ['Legal Services'],
      description,
    });
  });

  await test.step('opened again, the form is empty; Escape closes it, focus back on Contact us', async () => {
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contactUs).toBeFocused();
  });
});

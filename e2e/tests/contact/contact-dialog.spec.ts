import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import {
  chooseCompanySize,
  type EnquiryInput,
  expectCompanySize,
  fillEnquiry,
  openContactDialog,
  readRows,
  recordInserts,
  toastWith,
} from './contact-helpers';

const thanks = "Thank you! We'll get back to you soon.";
const failure = 'Failed to submit form. Please try again.';

function enquiry(projectName: string): EnquiryInput {
  return {
    name: '  Grace Hopper  ',
    email: uniqueEmail('Grace.Hopper', projectName),
    companySize: '10–100 employees',
    services: ['Tax Filing', 'Crypto Accounting & Taxes'],
    description: '  We are a Delaware C corp holding crypto and need our first federal filing.  ',
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

/** The form's fields, and a submit that expects `message` as the toast and inline beside `field`. */
async function openValidationForm(page: Page) {
  const dialog = await openContactDialog(page);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  const fields = {
    name: dialog.getByRole('textbox', { name: 'Name' }),
    email: dialog.getByRole('textbox', { name: 'Email' }),
    companySize: dialog.getByRole('combobox', { name: 'Company Size' }),
    services: dialog.getByRole('group', { name: 'Services Interested In' }),
    details: dialog.getByRole('textbox', { name: 'Additional Details' }),
  };
  const expectFirstError = async (message: string, field: Locator) => {
    await submit.click();
    await expect(toastWith(page, message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  };
  return { dialog, submit, fields, expectFirstError };
}

test(
  'an empty submit toasts the first message, marks every field, focuses Name, and sends nothing',
  bothWidths,
  async ({ page, consoleErrors }) => {
    const inserts = recordInserts(page, 'contact_submissions');
    const { fields, expectFirstError } = await openValidationForm(page);

    await expectFirstError('Name is required', fields.name);
    await expect(fields.name).toBeFocused();
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.companySize).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.details).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.services).toHaveAccessibleDescription('Please select at least one service');
    await expectNoAxeViolations(page);

    expect(inserts).toEqual([]);
    expect(consoleErrors).toEqual([]);
  },
);

test('shows each Name and Email message in turn and sends nothing', async ({ page, consoleErrors }) => {
  const inserts = recordInserts(page, 'contact_submissions');
  const { dialog, fields, expectFirstError } = await openValidationForm(page);

  await fields.name.fill('   ');
  await expectFirstError('Name is required', fields.name);
  await fields.name.fill('n'.repeat(101));
  await expectFirstError('Name must be less than 100 characters', fields.name);
  await fields.name.fill('Grace Hopper');

  await expectFirstError('Invalid email address', fields.email);
  await expect(fields.email).toBeFocused();
  await fields.email.fill('grace@navy');
  await expectFirstError('Invalid email address', fields.email);
  await fields.email.fill(`${'g'.repeat(244)}@example.com`);
  await expectFirstError('Email must be less than 255 characters', fields.email);

  expect(inserts).toEqual([]);
  await expect(dialog).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('shows the Company Size, Services and Additional Details messages in turn and sends nothing', async ({ page, consoleErrors }) => {
  const inserts = recordInserts(page, 'contact_submissions');
  const { dialog, submit, fields, expectFirstError } = await openValidationForm(page);
  await fields.name.fill('Grace Hopper');
  await fields.email.fill('grace@example.com');

  await expectFirstError('Please select company size', fields.companySize);
  await expect(fields.companySize).toBeFocused();
  await chooseCompanySize(page, dialog, 'Fewer than 10 employees');

  await submit.click();
  await expect(toastWith(page, 'Please select at least one service')).toBeVisible();
  await expect(fields.services).toHaveAccessibleDescription('Please select at least one service');
  await expect(dialog.getByRole('checkbox', { name: 'Incorporation & Closure' })).toBeFocused();
  await dialog.getByRole('checkbox', { name: 'Legal Services' }).check();

  await expectFirstError('Description must be at least 10 characters', fields.details);
  await expect(fields.details).toBeFocused();
  await fields.details.fill(`  ${'d'.repeat(9)}  `);
  await expectFirstError('Description must be at least 10 characters', fields.details);
  await fields.details.fill('d'.repeat(1001));
  await expectFirstError('Description must be less than 1000 characters', fields.details);

  expect(inserts).toEqual([]);
  await expect(dialog).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('one toast tells the latest problem, below the header, and leaves the Close button usable', bothWidths, async ({ page }) => {
  // Measured first: the open modal hides the header from the accessibility tree.
  const header = await page.getByRole('banner').boundingBox();
  const { dialog, fields, expectFirstError } = await openValidationForm(page);
  await expectFirstError('Name is required', fields.name);
  await fields.name.fill('Grace Hopper');
  await expectFirstError('Invalid email address', fields.email);

  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText(/Invalid email address/);
  // Polled: the toast slides in from above.
  await expect.poll(async () => (await toasts.boundingBox())?.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // The error toast stays 8 s; the visitor can close the dialog at once.
  await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 2_000 });
  await expect(dialog).toBeHidden();
});

test('stores a valid enquiry trimmed and lower-cased, thanks the visitor, closes and resets', async ({ page, request }, testInfo) => {
  const sent = enquiry(testInfo.project.name);
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, sent);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(toastWith(page, thanks)).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await readRows<Record<string, unknown>>(
    request,
    'contact_submissions',
    `email=eq.${encodeURIComponent(sent.email.toLowerCase())}`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Grace Hopper',
    email: sent.email.toLowerCase(),
    company_size: '10-100',
    services_interested: ['Tax Filing', 'Crypto Accounting & Taxes'],
    description: 'We are a Delaware C corp holding crypto and need our first federal filing.',
  });

  const reopened = await openContactDialog(page);
  await expect(reopened.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expectCompanySize(reopened, 'Select company size');
  await expect(reopened.getByRole('checkbox', { name: 'Tax Filing' })).not.toBeChecked();
  await page.reload();
  const afterReload = await openContactDialog(page);
  await expect(afterReload.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

test('shows Submitting... with the form disabled, and keeps the dialog and the data when the server fails', async ({
  page,
  request,
}, testInfo) => {
  const sent = enquiry(testInfo.project.name);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/contact_submissions', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'internal error' }),
    });
  });
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, sent);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const sending = dialog.getByRole('button', { name: 'Submitting...' });
  await expect(sending).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Company Size' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Tax Filing' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Additional Details' })).toBeDisabled();
  release();

  await expect(toastWith(page, failure)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(failure);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(sent.name);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(sent.email);
  await expectCompanySize(dialog, sent.companySize);
  await expect(dialog.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Additional Details' })).toHaveValue(sent.description);
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();

  await page.unroute('**/rest/v1/contact_submissions');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, thanks)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await readRows(request, 'contact_submissions', `email=eq.${encodeURIComponent(sent.email.toLowerCase())}`)).toHaveLength(1);
});

test('with the backend down, keeps every typed value; once it is back, submitting again stores the enquiry', async ({
  page,
  request,
}, testInfo) => {
  const sent = enquiry(testInfo.project.name);
  await page.route('**/rest/v1/contact_submissions', (route) => route.abort('connectionrefused'));
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, sent);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(toastWith(page, failure)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(failure);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(sent.name);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(sent.email);
  await expectCompanySize(dialog, sent.companySize);
  for (const service of sent.services) await expect(dialog.getByRole('checkbox', { name: service })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Legal Services' })).not.toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Additional Details' })).toHaveValue(sent.description);

  await page.unroute('**/rest/v1/contact_submissions');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, thanks)).toBeVisible();
  await expect(dialog).toBeHidden();
  const rows = await readRows<{ name: string; services_interested: string[] }>(
    request,
    'contact_submissions',
    `email=eq.${encodeURIComponent(sent.email.toLowerCase())}`,
  );
  expect(rows).toMatchObject([{ name: 'Grace Hopper', services_interested: sent.services }]);
});

test('keeps an unsent draft across closing and reloading', async ({ page }, testInfo) => {
  const draft = enquiry(testInfo.project.name);
  let dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, draft);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openContactDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(draft.name);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(draft.email);
  await expectCompanySize(dialog, draft.companySize);
  for (const service of draft.services) await expect(dialog.getByRole('checkbox', { name: service })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Legal Services' })).not.toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Additional Details' })).toHaveValue(draft.description);
});

test('a filled honeypot shows the usual thanks and sends nothing', async ({ page }, testInfo) => {
  const inserts = recordInserts(page, 'contact_submissions');
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, enquiry(testInfo.project.name));
  await dialog.locator('input[name="company_website"]').fill('https://cheap-pills.example', { force: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, thanks)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(inserts).toEqual([]);
});

test('works with the keyboard only: open, fill, submit, and Escape', bothWidths, async ({ page, request }, testInfo) => {
  // Forty key presses, two axe scans and a database read: 27-31 s in a fresh-clone run here.
  test.setTimeout(60_000);
  const email = uniqueEmail('keyboard', testInfo.project.name);
  const contactUs = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
  await contactUs.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.type('Katherine Johnson');
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
  await page.keyboard.type('Orbital mechanics consultancy, need a legal review.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toastWith(page, thanks)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(contactUs).toBeFocused();
  const rows = await readRows<{ company_size: string; services_interested: string[] }>(
    request,
    'contact_submissions',
    `email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  expect(rows).toMatchObject([{ company_size: '100+', services_interested: ['Legal Services'] }]);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contactUs).toBeFocused();
});

test('fits and scrolls on a small phone', bothWidths, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'phone size');
  await page.setViewportSize({ width: 375, height: 667 });
  const dialog = await openContactDialog(page);
  const box = await dialog.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(667);
  expect(box?.width).toBeLessThanOrEqual(375);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

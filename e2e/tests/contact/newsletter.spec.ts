import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { readRows, recordInserts, toastWith } from './contact-helpers';

const subscribed = 'Successfully subscribed to our mailing list!';
const unavailable = 'Email subscription is temporarily unavailable. Please try again later.';

async function footerNewsletter(page: Page) {
  // The form loads as the visitor scrolls towards the footer.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' });
  await expect(form).toBeVisible();
  return { form, email: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button', { name: 'Subscribe' }) };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/privacy-policy');
});

test('subscribes, clears the field, stores the address lower-cased, and warns about a duplicate in another case', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const address = uniqueEmail('Founder', testInfo.project.name);
  const { form, email, button } = await footerNewsletter(page);
  await email.fill(`  ${address}  `);
  await button.click();
  await expect(toastWith(page, subscribed)).toBeVisible();
  await expect(email).toHaveValue('');
  const rows = await readRows<{ email: string }>(request, 'email_subscribers', `email=eq.${encodeURIComponent(address.toLowerCase())}`);
  expect(rows.map((row) => row.email)).toEqual([address.toLowerCase()]);

  await email.fill(address.toUpperCase());
  await email.press('Enter');
  await expect(toastWith(page, 'This email is already subscribed')).toBeVisible();
  await expect(email).toHaveValue(address.toUpperCase());
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(consoleErrors.filter((error) => !/409|Conflict/.test(error))).toEqual([]);
});

test('shows Subscribing... while sending', async ({ page }, testInfo) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/email_subscribers', async (route) => {
    await held;
    await route.continue();
  });
  const { form, email, button } = await footerNewsletter(page);
  await email.fill(uniqueEmail('slow', testInfo.project.name));
  await button.click();
  await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  release();
  await expect(toastWith(page, subscribed)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('marks an invalid address inline and as a toast, sending nothing', bothWidths, async ({ page }) => {
  const inserts = recordInserts(page, 'email_subscribers');
  const { email, button } = await footerNewsletter(page);
  await email.fill('founder@example');
  await button.click();
  await expect(toastWith(page, 'Invalid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('founder@example');
  await expectNoAxeViolations(page);
  expect(inserts).toEqual([]);
});

for (const [label, response] of [
  [
    'PGRST205',
    {
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PGRST205', message: "Could not find the table 'public.email_subscribers' in the schema cache" }),
    },
  ],
  [
    '42P01',
    {
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: '42P01', message: 'relation "public.email_subscribers" does not exist' }),
    },
  ],
  ['an empty 404', { status: 404, body: '' }],
] as const) {
  test(`reports a missing subscriber table (${label}) as unavailable`, async ({ page }, testInfo) => {
    await page.route('**/rest/v1/email_subscribers', (route) => route.fulfill(response));
    const { email, button } = await footerNewsletter(page);
    const address = uniqueEmail('missing', testInfo.project.name);
    await email.fill(address);
    await button.click();
    await expect(toastWith(page, unavailable)).toBeVisible();
    await expect(email).toHaveValue(address);
  });
}

test('reports any other failure and lets the visitor retry', async ({ page }, testInfo) => {
  await page.route('**/rest/v1/email_subscribers', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom' }) }),
  );
  const { email, button } = await footerNewsletter(page);
  await email.fill(uniqueEmail('retry', testInfo.project.name));
  await button.click();
  await expect(toastWith(page, 'Failed to subscribe. Please try again.')).toBeVisible();
  await page.unroute('**/rest/v1/email_subscribers');
  await button.click();
  await expect(toastWith(page, subscribed)).toBeVisible();
  await expect(email).toHaveValue('');
});

test('a filled honeypot shows the usual success and sends nothing', async ({ page }, testInfo) => {
  const inserts = recordInserts(page, 'email_subscribers');
  const { form, email, button } = await footerNewsletter(page);
  await form.locator('input[name="newsletter_website"]').fill('spam', { force: true });
  await email.fill(uniqueEmail('bot', testInfo.project.name));
  await button.click();
  await expect(toastWith(page, subscribed)).toBeVisible();
  await expect(email).toHaveValue('');
  expect(inserts).toEqual([]);
});

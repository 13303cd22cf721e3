import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { readRows, toastWith } from './contact-helpers';

// The form's states, messages, honeypot and failures are its component and unit tests'
// (mfe-contact/src/newsletter/newsletter-form.test.tsx, subscribe.test.ts); here is axe on the live
// footer and a subscription stored through the backend, whose unique index refuses a duplicate.

const subscribed = 'Successfully subscribed to our mailing list!';

async function footerNewsletter(page: Page) {
  // The form loads as the visitor scrolls towards the footer.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' });
  await expect(form).toBeVisible();
  return { form, email: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button', { name: 'Subscribe' }) };
}

test('an invalid address is marked, axe clean at both widths; then it subscribes once, lower-cased, and warns about a duplicate', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const address = uniqueEmail('Founder', testInfo.project.name);
  await page.goto('/privacy-policy');
  const { form, email, button } = await footerNewsletter(page);

  await test.step('an invalid address: marked on the field, axe clean at 1280 and 375 px', async () => {
    await email.fill('founder@example');
    await button.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await form.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });

  await test.step('subscribes, clears the field, and stores the address lower-cased', async () => {
    await email.fill(`  ${address}  `);
    await button.click();
    await expect(toastWith(page, subscribed)).toBeVisible();
    await expect(email).toHaveValue('');
    const rows = await readRows<{ email: string }>(request, 'email_subscribers', `email=eq.${encodeURIComponent(address.toLowerCase())}`);
    expect(rows.map((row) => row.email)).toEqual([address.toLowerCase()]);
  });

  await test.step('the same address in another case: the backend refuses it and the visitor is warned', async () => {
    await email.fill(address.toUpperCase());
    await email.press('Enter');
    await expect(toastWith(page, 'This email is already subscribed')).toBeVisible();
    await expect(email).toHaveValue(address.toUpperCase());
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
  expect(consoleErrors.filter((error) => !/409|Conflict/.test(error))).toEqual([]);
});

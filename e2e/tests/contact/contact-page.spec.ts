import type { Locator, Page } from '@playwright/test';
import { type EarlyInputWindow, serviceNames } from '@staycompliant/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, slowCpu, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { chooseCompanySize, expectCompanySize, expectOneStoredEnquiry, toastWith } from './contact-helpers';

// /contact: the contact dialog's form as a page of its own (docs/product.md, "Contact page").

const thanks = "Thank you! We'll get back to you soon.";

/** The services whose checkbox is ticked, as the page shows them. */
async function tickedServices(scope: Locator) {
  const ticked: string[] = [];
  for (const name of serviceNames) {
    if (await scope.getByRole('checkbox', { name, exact: true }).isChecked()) ticked.push(name);
  }
  return ticked;
}

// The form's page, a dialog over it and two axe scans: on two busy cores a test here took up to 35 s.
test.describe.configure({ timeout: 60_000 });

/** Whether the app has hydrated the page (app-runtime's replayEarlyInput sets it). */
const appIsLive = (page: Page) => page.evaluate(() => (window as EarlyInputWindow).earlyInput?.live === true);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's HTML carries the form, every field labelled", async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expectCompanySize(main, 'Select company size');
    const services = main.getByRole('group', { name: 'Services Interested In' });
    for (const name of serviceNames) await expect(services.getByRole('checkbox', { name, exact: true })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Additional Details' })).toHaveAttribute(
      'placeholder',
      'Tell us more about your needs...',
    );
    await expect(main.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(await tickedServices(main)).toEqual([]);
    // The ways to reach the firm that need no script.
    await expect(main.getByRole('link', { name: 'hello@staycompliant.example' })).toHaveAttribute(
      'href',
      'mailto:hello@staycompliant.example',
    );
  });

  // The site server refuses a post another site's page sends (docs/architecture/site-server.md, "Forms without
  // JavaScript"): the browser's own post names the page's origin, and is taken.
  test('an enquiry posted by the browser itself, from the page’s own origin, is stored and thanked', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('contact.no-js', testInfo.project.name);
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await chooseCompanySize(page, main, 'Fewer than 10 employees');
    await main.getByRole('checkbox', { name: 'Legal Services' }).check();
    await main.getByRole('textbox', { name: 'Additional Details' }).fill('A compiler company, incorporated in Delaware.');
    const [posted] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/contact'),
      main.getByRole('button', { name: 'Submit' }).click(),
    ]);
    const headers = await posted.allHeaders();
    expect(headers.origin).toBe(new URL(page.url()).origin);
    expect(headers['sec-fetch-site']).toBe('same-origin');
    await expect(page).toHaveURL('/contact/sent');
    await expect(page.getByRole('main')).toContainText(thanks);
    await expectOneStoredEnquiry(request, email, {
      name: 'Grace Hopper',
      company_size: 'less than 10',
      services_interested: ['Legal Services'],
    });
  });

  test('?service=taxes is served with Tax Filing ticked, and an unknown service with none', async ({ page }) => {
    await page.goto('/contact?service=taxes');
    expect(await tickedServices(page.getByRole('main'))).toEqual(['Tax Filing']);
    await page.goto('/contact?service=astrology');
    expect(await tickedServices(page.getByRole('main'))).toEqual([]);
  });
});

test('an enquiry sent from the page at once, on a CPU four times slower, is stored, and the page thanks the visitor', async ({
  page,
  request,
}, testInfo) => {
  // A page on a CPU four times slower, on two busy cores, takes 5-10 s to go live.
  test.setTimeout(90_000);
  await stubExternalSites(page);
  const email = uniqueEmail('contact.page', testInfo.project.name);
  await slowCpu(page, 4);
  await page.goto('/contact?service=taxes', { waitUntil: 'commit' });

  // Typed into the server's HTML as soon as it shows: the app keeps it when it hydrates.
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('  Mary Jackson ');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  const typedBeforeLive = !(await appIsLive(page));
  testInfo.annotations.push({ type: 'typed before the app was live', description: String(typedBeforeLive) });
  // Company Size is a native select: chosen at once, live or not.
  await chooseCompanySize(page, main, '10–100 employees');
  await main.getByRole('checkbox', { name: 'Crypto Accounting & Taxes' }).check();
  await main.getByRole('textbox', { name: 'Additional Details' }).fill('Two founders abroad, a Delaware C corp, and a token treasury.');
  await main.getByRole('button', { name: 'Submit' }).click();

  const sent = main.getByRole('heading', { level: 2, name: thanks });
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await expect(sent).toBeFocused();
  await expect(toastWith(page, thanks)).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  await expectOneStoredEnquiry(request, email, {
    name: 'Mary Jackson',
    company_size: '10-100',
    services_interested: ['Tax Filing', 'Crypto Accounting & Taxes'],
    description: 'Two founders abroad, a Delaware C corp, and a token treasury.',
  });
  expect(typedBeforeLive, 'the name and e-mail were typed before the app was live').toBe(true);

  // The next step: home, or another enquiry.
  await slowCpu(page, 1);
  await main.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Start & Stay Compliant in USA' })).toBeVisible();
});

// The footer's Contact us opens the dialog once live (e2e/tests/shell/layout.spec.ts); on /contact the
// header's dialog is a second form in the document.
test("?service=taxes stays ticked once live; axe clean at both widths, before and after an empty submit; the header's dialog is a form of its own", async ({
  page,
}) => {
  await stubExternalSites(page);
  await page.goto('/contact?service=taxes');
  const main = page.getByRole('main');

  await test.step('Tax Filing is ticked, and stays the only one ticked once the page is live', async () => {
    await expect(main.getByRole('checkbox', { name: 'Tax Filing' })).toBeChecked();
    await waitForLiveApp(page);
    await expect.poll(() => tickedServices(main)).toEqual(['Tax Filing']);
  });

  await test.step('axe finds nothing with the form, and after an empty submit, at 1280 and 375 px', async () => {
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("the header's Contact us opens the dialog; a label there ticks the dialog's box, not the page's", async () => {
    await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Legal Services', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Legal Services' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('checkbox', { name: 'Legal Services' })).not.toBeChecked();
  });
});

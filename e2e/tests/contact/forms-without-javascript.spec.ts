import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { chooseCompanySize, readRows } from './contact-helpers';

// The contact form and the newsletter form with scripts off (docs/architecture.md, "Forms without
// JavaScript"): a native POST to the site server, 303 to a thanks page, or the form rendered again
// (422) with what was typed. Nothing the visitor typed may reach a URL.

test.use({ javaScriptEnabled: false });

/** Every URL the page asks for or goes to, to check that none holds what was typed. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoneHolds(urls: string[], email: string) {
  const local = email.split('@')[0]!;
  for (const url of urls) {
    expect(decodeURIComponent(url)).not.toContain(local);
  }
}

test('an enquiry sent from /contact is stored and thanked on /contact/sent; the e-mail is never in a URL', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('nojs.contact', testInfo.project.name);
  const urls = recordUrls(page);
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Dorothy Vaughan');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooseCompanySize(page, main, 'Fewer than 10 employees');
  await main.getByRole('checkbox', { name: 'Accounting & Bookkeeping' }).check();
  await main.getByRole('checkbox', { name: 'Tax Filing' }).check();
  await main.getByRole('textbox', { name: 'Additional Details' }).fill('A new Wyoming LLC that needs its books and first return.');
  await main.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/contact/sent');
  await expect(page).toHaveTitle('Enquiry sent | StayCompliant');
  await expect(page.getByRole('heading', { level: 1, name: "Thank you! We'll get back to you soon." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send another enquiry' })).toHaveAttribute('href', '/contact');
  const rows = await readRows<Record<string, unknown>>(
    request,
    'contact_submissions',
    `email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  expect(rows).toMatchObject([
    {
      name: 'Dorothy Vaughan',
      company_size: 'less than 10',
      services_interested: ['Accounting & Bookkeeping', 'Tax Filing'],
      description: 'A new Wyoming LLC that needs its books and first return.',
    },
  ]);
  expectNoneHolds(urls, email);
});

test('from the page Contact us leads to: a 422 keeps what was typed, with the messages, and the corrected enquiry is sent', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('nojs.corrected', testInfo.project.name);
  const urls = recordUrls(page);
  await page.goto('/about');
  // With scripts off the dialog cannot open; Contact us, as a link, leads to the same form as a page.
  await page.getByRole('link', { name: 'Contact us', exact: true }).first().click();
  await expect(page).toHaveURL('/contact');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Mary Jackson');
  await main.getByRole('textbox', { name: 'Email' }).fill(email.replace('@', ' at '));
  await main.getByRole('checkbox', { name: 'Legal Services' }).check();
  await main.getByRole('textbox', { name: 'Additional Details' }).fill('Too short');
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    main.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(refused.status()).toBe(422);
  expect(refused.headers()['cache-control']).toBe('no-store');
  await expect(page).toHaveURL('/contact');

  const email422 = main.getByRole('textbox', { name: 'Email' });
  await expect(email422).toHaveValue(email.replace('@', ' at '));
  await expect(email422).toHaveAccessibleDescription('Invalid email address');
  await expect(email422).toBeFocused();
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('Mary Jackson');
  await expect(main.getByRole('checkbox', { name: 'Legal Services' })).toBeChecked();
  for (const message of ['Please select company size', 'Description must be at least 10 characters']) {
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Please correct these 3 fields:' })).toBeVisible();

  await email422.fill(email);
  await chooseCompanySize(page, main, 'More than 100 employees');
  await main.getByRole('textbox', { name: 'Additional Details' }).fill('A Delaware C corp that needs a contract reviewed.');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/contact/sent');
  const rows = await readRows(request, 'contact_submissions', `email=eq.${encodeURIComponent(email.toLowerCase())}`);
  expect(rows).toHaveLength(1);
  expectNoneHolds(urls, email);
});

test("subscribes from the footer's newsletter form, and a refused address comes back with its message", async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  const footerForm = page.getByRole('contentinfo').locator('form[action="/newsletter"]');
  test.skip((await footerForm.count()) === 0, 'The footer\'s newsletter form has no action="/newsletter" in the server\'s HTML yet.');
  const email = uniqueEmail('nojs.newsletter', testInfo.project.name);
  const urls = recordUrls(page);

  await footerForm.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await footerForm.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/newsletter');
  const form = page.getByRole('main').getByRole('form', { name: 'Subscribe to our newsletter' });
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('not-an-address');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Invalid email address');

  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/newsletter/subscribed');
  await expect(page.getByRole('heading', { level: 1, name: 'Successfully subscribed to our mailing list!' })).toBeVisible();
  expect(await readRows(request, 'email_subscribers', `email=eq.${encodeURIComponent(email.toLowerCase())}`)).toHaveLength(1);
  expectNoneHolds(urls, email);
});

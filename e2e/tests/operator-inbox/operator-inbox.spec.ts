import { fillEnquiry, openContactDialog, toastWith } from '../contact/contact-helpers';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../support/axe';
import { expect, test, waitForLiveApp } from '../support/fixtures';
import { expectNothingInjected, hostileMarkup, recordDialogs } from '../support/inert-text';
import { operator, signIn } from '../support/operator-sign-in';
import { uniqueWord } from '../support/unique-names';
import { enquiryRows, exportCsv, submitAsVisitor } from './inbox-helpers';

test.describe.configure({ timeout: 90_000 });

// The list's states, one enquiry's fields, a save and a session refused mid-work are the inbox's
// component test's (mfe-contact/src/operator-inbox/enquiry-inbox.test.tsx); the page's noindex and the
// sitemap's leaving it out are the server layer's (packages/site-server/src/built-site/). Here is the
// real backend behind the row-level security, the keyboard, the export, and axe on the live page.

test('signed out, /admin/enquiries shows the operator sign-in, axe clean at both widths', async ({ page }) => {
  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test('an operator finds a new enquiry, marks it contacted with a note, sees the history, exports it; hostile text stays inert', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const tag = uniqueWord('inbox', testInfo.project.name);
  const visitorName = `Grace ${tag}`;
  const hostileName = `=HYPERLINK("x") ${tag}\n${hostileMarkup.image} "q" 'q'`;
  const dialogs = recordDialogs(page);

  // A visitor writes through the contact dialog; another enquiry, hostile, arrives over REST as anon.
  await page.goto('/about');
  const contact = await openContactDialog(page);
  await fillEnquiry(page, contact, {
    name: visitorName,
    email: `grace.${tag}@example.com`,
    companySize: '10–100 employees',
    services: ['Tax Filing', 'Crypto Accounting & Taxes'],
    description: `We need our first federal filing. ${tag}`,
  });
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, "Thank you! We'll get back to you soon.")).toBeVisible();
  await submitAsVisitor(request, {
    name: hostileName,
    email: `hostile.${tag}@example.com`,
    description: `${hostileMarkup.script}\n+SUM(1,2) ${hostileMarkup.attributeBreakout} ${tag}`,
    services: ['Legal Services'],
  });

  // Signed in on the logo page, the admin navigation reaches the inbox with no second sign-in.
  await page.goto('/admin/logos');
  await signIn(page);
  await page.getByRole('navigation', { name: 'Operator pages' }).getByRole('link', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toHaveCount(0);

  await page.getByLabel('Search name, e-mail or details').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(enquiryRows(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: hostileName.replace('\n', ' ') })).toBeVisible();
  await expectNothingInjected(page);
  await expectNoAxeViolations(page);
  // Below 1024 px the list is cards: the same two, axe clean at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('ul[aria-label="Enquiries, newest first"] > li:visible')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('table tbody tr:visible')).toHaveCount(2);

  // One enquiry, by keyboard: status through the Radix select, a note, Save.
  await page.getByRole('link', { name: visitorName }).click();
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 2, name: visitorName })).toBeVisible();
  await expect(page.getByText(`We need our first federal filing. ${tag}`)).toBeVisible();
  const reply = page.getByRole('link', { name: 'Reply by e-mail' });
  expect(decodeURIComponent((await reply.getAttribute('href'))!)).toContain('Tax Filing, Crypto Accounting & Taxes');
  await expect(page.getByText('No changes yet.')).toBeVisible();
  await waitForLiveApp(page);
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'New' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Contacted' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Contacted');
  await expect(status).toBeFocused();
  const note = `Called ${tag}; sending a quote.`;
  await page.getByRole('textbox', { name: /Notes/ }).fill(note);
  await page.getByRole('textbox', { name: /Notes/ }).press('Tab');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Enquiry saved.')).toBeVisible();

  const history = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('Status: New → Contacted');
  await expect(history).toContainText(`Notes: (empty) → ${note}`);
  await expect(history.getByText(operator.email).first()).toBeVisible();
  // The toast fades in from opacity 0 (it counts as visible already) and fades out when its 4 s end,
  // often during axe at the second width: axe then reads its title as light grey on white. At rest it
  // is navy on white (packages/ui/src/components/toaster/styled-sonner.tsx), so axe waits until it has gone.
  await expect(toastWith(page, 'Enquiry saved.')).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);

  // Back to the list: the search is kept, the row reads Contacted; the export holds both, inert.
  await page.getByRole('link', { name: 'All enquiries' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(enquiryRows(page).filter({ hasText: visitorName })).toContainText('Contacted');
  const { download, rows } = await exportCsv(page);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...records] = rows;
  expect(header).toEqual(['Received', 'Name', 'Email', 'Company size', 'Services', 'Details', 'Status', 'Notes', 'Updated', 'Id']);
  expect(records).toHaveLength(2);
  const visitorRow = records.find((row) => row[1] === visitorName)!;
  expect(visitorRow.slice(1, 8)).toEqual([
    visitorName,
    `grace.${tag}@example.com`,
    '10-100',
    'Tax Filing; Crypto Accounting & Taxes',
    `We need our first federal filing. ${tag}`,
    'contacted',
    note,
  ]);
  const hostileRow = records.find((row) => row[1]!.includes(tag) && row !== visitorRow)!;
  expect(hostileRow[1]).toBe(`'${hostileName}`);
  expect(hostileRow[5]).toBe(`${hostileMarkup.script}\n+SUM(1,2) ${hostileMarkup.attributeBreakout} ${tag}`);

  // The hostile enquiry opened: its text shown as text.
  await page.getByRole('link', { name: hostileName.replace('\n', ' ') }).click();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(hostileMarkup.image);
  await expect(page.getByText(hostileMarkup.script, { exact: false })).toBeVisible();
  await expectNothingInjected(page);

  // On to the logos by the navigation: still signed in.
  await page.getByRole('navigation', { name: 'Operator pages' }).getByRole('link', { name: 'Logos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client logos' })).toBeVisible();
  await expect(page.getByRole('list', { name: /Logos on the home page/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toHaveCount(0);

  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

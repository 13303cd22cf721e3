import { fillEnquiry, openContactDialog, toastWith } from '../contact/contact-helpers';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { mailCatcherUrl, waitForOneMail } from './mail-helpers';

// The mail catcher's URL, as `npm start` and `pnpm dev` print it, opens the web inbox where a person
// reads the firm's alert e-mails (README, "Commands").

test('the printed mail catcher URL opens the inbox, with the alert of an enquiry just sent listed', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const name = 'Dorothy Vaughan';
  const email = uniqueEmail('Inbox.Reader', testInfo.project.name);
  await page.goto('/about');
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, {
    name,
    email,
    companySize: 'More than 100 employees',
    services: ['Tax Filing'],
    description: 'Please read this in the inbox.',
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, "Thank you! We'll get back to you soon.")).toBeVisible();
  // The dispatcher's next tick (0.5 s here: e2e/serve-for-tests.mjs) and the send.
  const { mail } = await waitForOneMail(email.toLowerCase(), 10_000);

  await page.goto(mailCatcherUrl());
  await expect(page.getByText('MailDev', { exact: true })).toBeVisible();
  // Each message in the list is a button named by its sender, time, subject and first lines.
  await expect(page.getByRole('button', { name: mail.subject })).toBeVisible();
  expect(mail.subject).toBe(`New enquiry from ${name} (100+)`);
});

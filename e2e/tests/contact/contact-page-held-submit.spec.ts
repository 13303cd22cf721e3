import type { Page } from '@playwright/test';
import { expect, holdRequests, slowCpu, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { chooseCompanySize, expectOneStoredEnquiry, recordInserts } from './contact-helpers';

// /contact's form loads what validates and sends it on its first use (docs/architecture/site-server.md, "Forms
// without JavaScript"): a Submit pressed before that code is in is held and sends once it is.

const thanks = "Thank you! We'll get back to you soon.";
/** The chunk mfe-contact loads on the form's first use: zod, the schema, the resolver, the insert. */
const submissionCode = /\/remotes\/contact\/enquiry-submission-[^/]+\.js$/;

// A page on a CPU four times slower, on two busy cores, takes 5-10 s to go live.
test.describe.configure({ timeout: 90_000 });

async function fillEnquiryAtOnce(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Katherine Johnson');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await chooseCompanySize(page, main, 'Fewer than 10 employees');
  await main.getByRole('checkbox', { name: 'Tax Filing' }).check();
  await main.getByRole('textbox', { name: 'Additional Details' }).fill('A first federal return for our Delaware C corp.');
}

const storedFields = {
  name: 'Katherine Johnson',
  company_size: 'less than 10',
  services_interested: ['Tax Filing'],
  description: 'A first federal return for our Delaware C corp.',
};

test('on a CPU four times slower, a Submit pressed the moment the form shows is held until the form’s code is in, then sent once', async ({
  page,
  request,
}, testInfo) => {
  await stubExternalSites(page);
  const inserts = recordInserts(page, 'contact_submissions');
  const releaseSubmissionCode = await holdRequests(page, submissionCode);
  const email = uniqueEmail('contact.held', testInfo.project.name);
  await slowCpu(page, 4);
  await page.goto('/contact', { waitUntil: 'commit' });

  await fillEnquiryAtOnce(page, email);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit' }).click();

  await test.step('live, the press waits for the form’s code: Submitting..., nothing sent, nothing typed lost', async () => {
    await waitForLiveApp(page);
    await expect(main.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('Katherine Johnson');
    await expect(main.getByRole('textbox', { name: 'Additional Details' })).toHaveValue('A first federal return for our Delaware C corp.');
    expect(inserts).toEqual([]);
  });

  await test.step('once the code arrives the enquiry is sent, once, and the page thanks the visitor', async () => {
    releaseSubmissionCode();
    const sent = main.getByRole('heading', { level: 2, name: thanks });
    await expect(sent).toBeVisible({ timeout: 20_000 });
    await expect(sent).toBeFocused();
    await expectOneStoredEnquiry(request, email, storedFields);
    expect(inserts).toHaveLength(1);
  });
});

test('when the form’s code cannot load, a Submit says so with Retry, keeps what was typed, and Retry sends it once', async ({
  page,
  request,
}, testInfo) => {
  await stubExternalSites(page);
  const inserts = recordInserts(page, 'contact_submissions');
  let refuse = true;
  const asked: string[] = [];
  await page.route(submissionCode, async (route) => {
    asked.push(route.request().url());
    if (refuse) await route.abort('connectionrefused');
    else await route.continue();
  });
  const email = uniqueEmail('contact.code-failed', testInfo.project.name);
  await page.goto('/contact');
  await waitForLiveApp(page);

  await fillEnquiryAtOnce(page, email);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    "The form didn't finish loading, so your enquiry hasn't been sent. Please check your connection and try again.",
    { timeout: 20_000 },
  );
  const retry = main.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeFocused();
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('Katherine Johnson');
  expect(inserts).toEqual([]);
  // Bounded: the focus on the first field and the Submit each tried at most three times.
  expect(asked.length).toBeLessThanOrEqual(6);

  refuse = false;
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: thanks })).toBeVisible({ timeout: 20_000 });
  await expectOneStoredEnquiry(request, email, storedFields);
  expect(inserts).toHaveLength(1);
});

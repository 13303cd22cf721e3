import { demoKeys } from '@staycompliant/dev-backend/testing';
import { backendUrl } from '@staycompliant/local-ports';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/operator-sign-in';
import { uniqueWord } from '../support/unique-names';
import { enquiryRows, submitAsVisitor } from './inbox-helpers';

test('26 matching enquiries: 25 on the first page, Next and Previous by cursor, every URL shareable', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueWord('inbox', testInfo.project.name);
  for (let index = 0; index < 26; index++) {
    await submitAsVisitor(request, {
      name: `Paged ${index} ${tag}`,
      email: `paged${index}.${tag}@example.com`,
      description: `Paging test ${tag}`,
      services: ['Accounting & Bookkeeping'],
    });
  }
  await page.goto(`/admin/enquiries?q=${tag}&service=accounting`);
  await signIn(page);
  await expect(enquiryRows(page)).toHaveCount(25);
  await expect(enquiryRows(page).first()).toContainText(`Paged 25 ${tag}`);
  await expect(page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'New 26' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]after=/);
  await expect(enquiryRows(page)).toHaveCount(1);
  await expect(enquiryRows(page).first()).toContainText(`Paged 0 ${tag}`);
  await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
  const secondPage = page.url();

  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/[?&]before=/);
  await expect(enquiryRows(page)).toHaveCount(25);
  await expect(enquiryRows(page).first()).toContainText(`Paged 25 ${tag}`);
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  // A shared link opens the same page; the alert e-mail's ?id= link opens one enquiry.
  await page.goto(secondPage);
  await expect(enquiryRows(page)).toHaveCount(1);
  const { serviceRoleKey } = demoKeys();
  const [row] = (await (
    await request.get(`${backendUrl()}/rest/v1/contact_submissions?select=id&name=eq.${encodeURIComponent(`Paged 7 ${tag}`)}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    })
  ).json()) as { id: string }[];
  await page.goto(`/admin/enquiries?id=${row!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Paged 7 ${tag}` })).toBeVisible();
});

test('the search treats commas, brackets, quotes, % and _ as text', async ({ page, request }, testInfo) => {
  const tag = uniqueWord('inbox', testInfo.project.name);
  const name = `O'Brien, (Ltd) "50%_off" ${tag}`;
  await submitAsVisitor(request, {
    name,
    email: `obrien.${tag}@example.com`,
    description: `Punctuation test ${tag}`,
    services: ['Tax Filing'],
  });
  await submitAsVisitor(request, {
    name: `Decoy 50xyoff ${tag}`,
    email: `decoy.${tag}@example.com`,
    description: `Punctuation test ${tag}`,
    services: ['Tax Filing'],
  });
  await page.goto('/admin/enquiries');
  await signIn(page);
  const search = page.getByLabel('Search name, e-mail or details');
  await search.fill(`, (Ltd) "50%_off" ${tag}`);
  await expect(enquiryRows(page)).toHaveCount(1);
  await expect(enquiryRows(page).first()).toContainText(name);
  await search.fill(`50%_off`);
  await expect(page).toHaveURL(/q=50%25_off/);
  await expect(enquiryRows(page).filter({ hasText: tag })).toHaveCount(1);
  await search.fill(`${tag.slice(0, -2)}`);
  await expect(enquiryRows(page).filter({ hasText: tag })).toHaveCount(2);
});

import { toastWith } from '../contact/contact-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/operator-sign-in';
import { uniqueWord } from '../support/unique-names';
import { exportCsv, subscribeAsVisitor } from './inbox-helpers';

test('an operator finds a subscriber, exports the search, and removes them after confirming; axe clean at both widths', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const tag = uniqueWord('inbox', testInfo.project.name);
  const email = `-reader.${tag}@example.com`;
  await subscribeAsVisitor(request, email);

  await page.goto(`/admin/subscribers?q=${tag}`);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Subscribers, newest first' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(email);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const { rows } = await exportCsv(page);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toEqual(['Email', 'Subscribed', 'Id']);
  expect(rows[1]![0]).toBe(`'${email}`);

  await page.getByRole('button', { name: `Remove ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this subscriber?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list).toContainText(email);

  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page.getByRole('dialog', { name: 'Remove this subscriber?' }).getByRole('button', { name: 'Remove subscriber' }).click();
  await expect(toastWith(page, `${email} was unsubscribed.`)).toBeVisible();
  await expect(page.getByText('No subscriber matches this search.')).toBeVisible();

  // The admin navigation leads back to the enquiries, still signed in.
  await page.getByRole('navigation', { name: 'Operator pages' }).getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('navigation', { name: 'Filter by status' })).toBeVisible();
});

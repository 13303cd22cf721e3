import { expectNoAxeViolationsAtBothWidths } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { operator, signIn } from '../support/operator-sign-in';
import { uniqueFileName } from '../support/unique-names';
import { logoList, logoPublicUrl, pngFile, seededLogos } from './logo-helpers';

// The sign-in messages, the checks made before an upload, a refused session and a refused delete
// are the page's component test's (mfe-marketing/src/logo-admin/logo-admin.test.tsx); here is the
// real backend's session and bucket, the keyboard, and axe on the live page. Its noindex is the
// server layer's (packages/site-server/src/built-site/).

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/admin/logos');
  await expect(page.getByRole('heading', { level: 1, name: 'Client logos' })).toBeVisible();
});

test('signed out, then in: axe clean; the logos; the delete dialog by keyboard; signed in across a reload; signed out', async ({
  page,
}) => {
  const [firstLogo] = seededLogos;
  if (!firstLogo) throw new Error('The local backend seeds sample logos.');

  await test.step('signed out: one h1, the sign-in form, axe clean at both widths', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  await test.step('signed in: the seeded logos listed, axe clean at both widths', async () => {
    await signIn(page);
    await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();
    for (const name of seededLogos.slice(0, 3)) await expect(logoList(page).getByText(name, { exact: true })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
  });

  await test.step('the delete dialog opens by Enter, is axe clean at both widths, and Escape returns focus, deleting nothing', async () => {
    const firstDelete = page.getByRole('button', { name: `Delete ${firstLogo}` });
    await firstDelete.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this logo?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstDelete).toBeFocused();
    await expect(logoList(page).getByText(firstLogo, { exact: true })).toBeVisible();
  });

  await test.step('still signed in after a reload; signed out, still after a reload', async () => {
    await page.reload();
    await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('uploads a PNG: it is in the list and served publicly; then deletes it after confirmation', async ({ page, request }, testInfo) => {
  const name = uniqueFileName(testInfo.project.name, 'upload');
  await signIn(page);
  await expect(logoList(page)).toBeVisible();

  await page.getByLabel('Logo file').setInputFiles(pngFile(name));
  await expect(page.getByText(`Will be saved as ${name}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo uploaded successfully!')).toBeVisible();
  await expect(logoList(page).getByText(name, { exact: true })).toBeVisible();

  const served = await request.get(logoPublicUrl(name));
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toBe('max-age=3600');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this logo?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete logo' }).click();
  await expect(logoList(page).getByText(name, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Logo deleted successfully!')).toBeVisible();
  expect((await request.get(logoPublicUrl(name))).ok()).toBe(false);
});

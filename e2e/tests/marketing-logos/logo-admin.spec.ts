import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, test } from '../support/fixtures';
import { operator, signIn } from '../support/operator-sign-in';
import { uniqueFileName } from '../support/unique-names';
import { logoList, logoPublicUrl, oversizedPng, pngFile, recordUploads, renamedPage, seededLogos, textFile } from './logo-helpers';

test.describe('/admin/logos', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/admin/logos');
    await expect(page.getByRole('heading', { level: 1, name: 'Client logos' })).toBeVisible();
  });

  test('signed out: one h1, the sign-in form, noindex, and no axe violations', bothWidths, async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });

  test('empty fields and a wrong password get clear messages', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Email')).toBeFocused();

    await signIn(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct. Check them and try again.');
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(operator.email);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test('signs in, lists the logos, stays signed in on reload, signs out; axe clean signed in', bothWidths, async ({ page }) => {
    // Three page loads and an axe pass: over 30 s on the emulated phone when the machine is busy.
    test.slow();
    await signIn(page);
    await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();
    for (const name of seededLogos.slice(0, 3)) await expect(logoList(page).getByText(name, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
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
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(logoList(page).getByText(name, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete logo' }).click();
    await expect(logoList(page).getByText(name, { exact: true })).toHaveCount(0);
    await expect(page.getByText('Logo deleted successfully!')).toBeVisible();
    expect((await request.get(logoPublicUrl(name))).ok()).toBe(false);
  });

  test('refuses a file that is not an image, and one over 2 MB, before sending', async ({ page }, testInfo) => {
    await signIn(page);
    await expect(logoList(page)).toBeVisible();
    const uploads = recordUploads(page);
    const input = page.getByLabel('Logo file');

    await input.setInputFiles(textFile('notes.txt'));
    const typeMessage = 'Upload failed: only PNG, JPG, JPEG, SVG, WebP and GIF images are allowed (this file is .txt).';
    await expect(page.locator('[data-slot="form-field-error"]')).toHaveText(typeMessage);
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    const bigName = uniqueFileName(testInfo.project.name, 'big');
    await input.setInputFiles(oversizedPng(bigName));
    await expect(page.locator('[data-slot="form-field-error"]')).toHaveText(
      'Upload failed: the file is 2.01 MB; logos must be 2 MB or smaller.',
    );
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(page.getByText('Choose a logo file to upload.')).toHaveCount(0);

    expect(uploads).toEqual([]);
    await expect(logoList(page).getByText(bigName)).toHaveCount(0);
  });

  test('refuses path names, a 300-character name and a page renamed to .png, before sending', async ({ page }, testInfo) => {
    await signIn(page);
    await expect(logoList(page)).toBeVisible();
    const uploads = recordUploads(page);
    const input = page.getByLabel('Logo file');
    const error = page.locator('[data-slot="form-field-error"]');

    for (const name of ['../x.png', '/etc/x.png', 'C:\\x.png']) {
      await input.setInputFiles(pngFile(name));
      await expect(error).toHaveText('Upload failed: the file name must be a plain name, without folders or control characters.');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }

    await input.setInputFiles(pngFile(`${'n'.repeat(296)}.png`));
    await expect(error).toHaveText('Upload failed: the file name is longer than 200 characters. Rename the file and try again.');

    const renamed = uniqueFileName(testInfo.project.name, 'renamed-page');
    await input.setInputFiles(renamedPage(renamed));
    await expect(error).toHaveText(
      "Upload failed: the file's content is not a PNG image, although its name ends in .png. Export the logo again as a real image.",
    );
    await page.getByRole('button', { name: 'Upload logo' }).click();

    expect(uploads).toEqual([]);
    await expect(logoList(page).getByText(renamed)).toHaveCount(0);
  });

  test('a session the server refuses mid-upload asks for sign-in in place, as the inbox does', async ({ page }, testInfo) => {
    // Two sign-ins and an upload: over 30 s when the machine is busy.
    test.slow();
    await signIn(page);
    await expect(logoList(page)).toBeVisible();

    // Storage answers the upload as it does for an expired token: HTTP 400, the status in the body.
    const uploadsToTheBucket = '**/storage/v1/object/client-logos/**';
    await page.route(uploadsToTheBucket, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: '403', error: 'Unauthorized', message: 'JWT expired' }),
          })
        : route.fallback(),
    );
    await page.getByLabel('Logo file').setInputFiles(pngFile(uniqueFileName(testInfo.project.name, 'expiry')));
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(page.getByText('Your session has expired. Sign in again to carry on: what you typed is kept.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
    await expect(page.getByLabel('Logo file')).toHaveCount(0);
    await expect(page.getByText(/Upload failed/)).toHaveCount(0);
    await page.unroute(uploadsToTheBucket);

    await signIn(page);
    await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();
    await expect(logoList(page)).toBeVisible();
    await expect(page.getByLabel('Logo file')).toBeVisible();
  });

  test('the delete dialog is keyboard operable and axe clean', bothWidths, async ({ page }) => {
    const [firstLogo] = seededLogos;
    if (!firstLogo) throw new Error('The local backend seeds sample logos.');
    await signIn(page);
    const firstDelete = page.getByRole('button', { name: `Delete ${firstLogo}` });
    await firstDelete.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this logo?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstDelete).toBeFocused();
    await expect(logoList(page).getByText(firstLogo, { exact: true })).toBeVisible();
  });
});

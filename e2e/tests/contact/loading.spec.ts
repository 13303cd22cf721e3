import type { Page } from '@playwright/test';
import { expect, test, waitForLiveApp } from '../support/fixtures';

/** Strings that survive minification in each library's code. */
const libraries = {
  'supabase-js': 'supabase-js',
  zod: '$ZodType',
  'react-hook-form': 'shouldUseNativeValidation',
} as const;
type Library = keyof typeof libraries;

// mfe-contact's own scripts: the pages the shell loads ahead while idle have code of their own (the
// compliance calendar's zod).
const contactCode = '/remotes/contact/';

/** Which of the form libraries mfe-contact has fetched so far. */
function watchLibraries(page: Page) {
  return watchLibraryResponses(page, contactCode).fetched;
}

/** The same, from the scripts under `scope` alone, with a wait for the responses already received to have been read. */
function watchLibraryResponses(page: Page, scope = '/') {
  const fetched = new Set<Library>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\.m?js(\?|$)/.test(response.url()) || !new URL(response.url()).pathname.startsWith(scope)) return;
    reading.push(
      response
        .text()
        .catch(() => '')
        .then((body) => {
          for (const [library, marker] of Object.entries(libraries) as [Library, string][]) {
            if (body.includes(marker)) fetched.add(library);
          }
        }),
    );
  });
  return { fetched, read: () => Promise.all(reading) };
}

test('no page fetches the forms’ supabase-js, zod or react-hook-form until a form is used', async ({ page }) => {
  const fetched = watchLibraries(page);
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const newsletter = page.getByRole('contentinfo').getByRole('form', { name: 'Subscribe to our newsletter' });
  await expect(newsletter).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toEqual([]);

  await newsletter.getByRole('textbox', { name: 'Email address' }).focus();
  await expect.poll(() => [...fetched].sort()).toEqual(['supabase-js', 'zod']);

  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => fetched.has('react-hook-form')).toBe(true);
});

test('opening the dialog is what loads the dialog’s libraries', async ({ page }) => {
  const fetched = watchLibraries(page);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => [...fetched].sort()).toEqual(['react-hook-form', 'supabase-js', 'zod']);
});

test('/contact goes live without zod or supabase-js, and the form’s first focus loads them', async ({ page }) => {
  const libraries = watchLibraryResponses(page, contactCode);
  await page.goto('/contact');
  await waitForLiveApp(page);
  await libraries.read();
  // react-hook-form renders the fields; what validates and sends waits for the form's first use.
  expect([...libraries.fetched]).toEqual(['react-hook-form']);

  await page.getByRole('main').getByRole('textbox', { name: 'Name' }).focus();
  await expect.poll(() => [...libraries.fetched].sort()).toEqual(['react-hook-form', 'supabase-js', 'zod']);
});

test('/contact untouched loads what validates and sends its form once it has settled and the browser is idle', async ({ page }) => {
  const libraries = watchLibraryResponses(page, contactCode);
  await page.goto('/contact');
  await waitForLiveApp(page);
  await expect.poll(() => [...libraries.fetched].sort(), { timeout: 20_000 }).toEqual(['react-hook-form', 'supabase-js', 'zod']);
});

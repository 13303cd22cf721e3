import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Strings that survive minification in each library's code. */
const libraries = {
  'supabase-js': 'supabase-js',
  zod: '$ZodType',
  'react-hook-form': 'shouldUseNativeValidation',
} as const;
type Library = keyof typeof libraries;

/** Which of the form libraries the page has fetched so far. */
function watchLibraries(page: Page) {
  const fetched = new Set<Library>();
  page.on('response', async (response) => {
    if (!/\.m?js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    for (const [library, marker] of Object.entries(libraries) as [Library, string][]) {
      if (body.includes(marker)) fetched.add(library);
    }
  });
  return fetched;
}

test('no page fetches supabase-js, zod or react-hook-form until a form is used', async ({ page }) => {
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

import type { Page } from '@playwright/test';
import { admin } from './logo-files';

/** Both projects share one backend: every test works on logo names of its own. */
export function uniqueName(projectName: string, label: string) {
  return `e2e-${projectName}-${label}-${Date.now()}.png`;
}

export async function signIn(page: Page, password = admin.password) {
  await page.getByRole('main').getByLabel('Email').fill(admin.email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const logoList = (page: Page) => page.getByRole('list', { name: /Logos on the home page/ });

/** Records every upload the page sends to the logo bucket. */
export function recordUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/client-logos/')) uploads.push(request.url());
  });
  return uploads;
}

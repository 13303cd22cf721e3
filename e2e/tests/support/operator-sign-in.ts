import type { Page } from '@playwright/test';
import { defaultAdminEmail, defaultAdminPassword } from '@staycompliant/dev-backend/testing';

/** The operator the local backend seeds (ADMIN_EMAIL / ADMIN_PASSWORD unset). */
export const operator = { email: defaultAdminEmail, password: defaultAdminPassword };

/** Signs in on any operator page's sign-in form, as an operator types it. */
export async function signIn(page: Page, password = operator.password) {
  await page.getByRole('main').getByLabel('Email').fill(operator.email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoKeys } from '@staycompliant/dev-backend/testing';
import { backendUrl } from '@staycompliant/local-ports';
import { expect } from '../support/fixtures';

/** Rows of a table as an operator reads them: REST with the service-role key. */
export async function readRows<Row>(request: APIRequestContext, table: string, query: string): Promise<Row[]> {
  const { serviceRoleKey } = demoKeys();
  const response = await request.get(`${backendUrl()}/rest/v1/${table}?${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Row[];
}

/** The one enquiry stored for `email` (kept lower-cased), with these fields. */
export async function expectOneStoredEnquiry(request: APIRequestContext, email: string, fields: Record<string, unknown>) {
  const stored = email.toLowerCase();
  const rows = await readRows<Record<string, unknown>>(request, 'contact_submissions', `email=eq.${encodeURIComponent(stored)}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...fields, email: stored });
}

/** A sonner toast by its text. Toasts sit outside the modal dialog, which hides them from the accessibility tree. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

/** Records every request that would store an enquiry or a subscription. */
export function recordInserts(page: Page, table: 'contact_submissions' | 'email_subscribers'): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/rest/v1/${table}`)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

export async function openContactDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface EnquiryInput {
  name: string;
  email: string;
  companySize: 'Fewer than 10 employees' | '10–100 employees' | 'More than 100 employees';
  services: string[];
  description: string;
}

/** Company Size is a native select, so the form posts without JavaScript (docs/architecture/site-server.md, "Forms without JavaScript"). */
export async function chooseCompanySize(_page: Page, dialog: Locator, label: EnquiryInput['companySize']) {
  await dialog.getByRole('combobox', { name: 'Company Size' }).selectOption({ label });
  await expectCompanySize(dialog, label);
}

/** The company size the form shows: the native select's chosen option ('Select company size' until one is chosen). */
export async function expectCompanySize(scope: Locator, label: EnquiryInput['companySize'] | 'Select company size') {
  await expect(scope.getByRole('combobox', { name: 'Company Size' }).locator('option:checked')).toHaveText(label);
}

export async function fillEnquiry(page: Page, dialog: Locator, enquiry: EnquiryInput) {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(enquiry.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(enquiry.email);
  await chooseCompanySize(page, dialog, enquiry.companySize);
  for (const service of enquiry.services) await dialog.getByRole('checkbox', { name: service }).check();
  await dialog.getByRole('textbox', { name: 'Additional Details' }).fill(enquiry.description);
}

import type { APIRequestContext, Download, Page } from '@playwright/test';
import { demoKeys } from '@staycompliant/dev-backend/testing';
import { backendUrl } from '@staycompliant/local-ports';
import Papa from 'papaparse';
import { expect } from '../support/fixtures';

/** Stores an enquiry as a visitor's browser would: REST, anon key, no `Prefer: return` (RLS lets anon insert only). */
export async function submitAsVisitor(
  request: APIRequestContext,
  enquiry: { name: string; email: string; description: string; services: string[] },
) {
  const { anonKey } = demoKeys();
  const response = await request.post(`${backendUrl()}/rest/v1/contact_submissions`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    data: {
      name: enquiry.name,
      email: enquiry.email,
      company_size: '10-100',
      services_interested: enquiry.services,
      description: enquiry.description,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function subscribeAsVisitor(request: APIRequestContext, email: string) {
  const { anonKey } = demoKeys();
  const response = await request.post(`${backendUrl()}/rest/v1/email_subscribers`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Presses the export button and reads the downloaded file back as CSV rows. */
export async function exportCsv(page: Page): Promise<{ download: Download; rows: string[][]; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return { download, rows: parsed.data, text };
}

/** The list on either screen size: a table from 1024 px, cards below. */
export function enquiryRows(page: Page) {
  return page.locator('table tbody tr:visible, ul[aria-label="Enquiries, newest first"] > li:visible');
}

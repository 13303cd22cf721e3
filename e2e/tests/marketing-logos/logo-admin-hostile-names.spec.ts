import type { APIRequestContext } from '@playwright/test';
import { demoKeys } from '@staycompliant/dev-backend/testing';
import { backendUrl } from '@staycompliant/local-ports';
import { expect, test } from '../support/fixtures';
import { expectNothingInjected, hostileMarkup, recordDialogs } from '../support/inert-text';
import { signIn } from '../support/operator-sign-in';
import { uniqueWord } from '../support/unique-names';
import { logoList, onePixelPng } from './logo-helpers';

const { serviceRoleKey } = demoKeys();
const operator = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };

// Names an operator's tool (not this page, which makes safe keys) could have stored: the list and
// the delete dialog must show them as text. No '/', which would make a folder (so no </tag>).
function hostileNames(projectName: string): string[] {
  const tag = uniqueWord('e2e-', projectName);
  return [`${tag} ${hostileMarkup.image}.png`, `${tag} ${hostileMarkup.attributeBreakout}.png`, `${tag} ${hostileMarkup.mixed}.png`];
}

async function storeLogo(request: APIRequestContext, name: string) {
  const response = await request.post(`${backendUrl()}/storage/v1/object/client-logos/${encodeURIComponent(name)}`, {
    headers: { ...operator, 'content-type': 'image/png', 'x-upsert': 'true' },
    data: onePixelPng,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('stored logo names with markup are shown as literal text in the list and the delete dialog', async ({ page, request }, testInfo) => {
  const names = hostileNames(testInfo.project.name);
  for (const name of names) await storeLogo(request, name);
  const dialogs = recordDialogs(page);
  try {
    await page.goto('/admin/logos');
    await signIn(page);
    for (const name of names) await expect(logoList(page).getByText(name, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this logo?' });
    await expect(confirm).toContainText(names[0]!);
    await expectNothingInjected(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await expectNothingInjected(page);
    expect(dialogs).toEqual([]);
  } finally {
    await request.delete(`${backendUrl()}/storage/v1/object/client-logos`, {
      headers: { ...operator, 'content-type': 'application/json' },
      data: { prefixes: names },
    });
  }
});

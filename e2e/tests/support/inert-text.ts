import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Markup that would run alert() if it were ever turned into elements or attributes; only `script` holds a '/'. */
export const hostileMarkup = {
  image: '<img src=x onerror=alert(1)>',
  script: '<script>alert(2)</script>',
  attributeBreakout: `"'><svg onload=alert(3)>`,
  mixed: `<b>bold<b> &amp; "quotes" 'single' \u202eRTL\u202c שלום 😀 e\u0301 {{7*7}} \${alert(4)}`,
};

/** Every alert, confirm or prompt the page opens, dismissed at once. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No element or event-handler attribute was made from the hostile text. */
export async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"], [onerror], [onload], b:text-is("bold")')).toHaveCount(0);
  const inlineScripts = await page.locator('script:not([src])').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(inlineScripts.filter((text) => text.includes('alert('))).toEqual([]);
}

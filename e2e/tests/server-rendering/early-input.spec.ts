import { expectTapHeld, mobile, openOnASlowPhone, slowPhoneTimeout } from '../support/early-input';
import { bothWidths, expect, test, waitForLiveApp } from '../support/fixtures';

// A visitor on a slow phone taps the header before the app is live (support/early-input.ts): the
// presses are held and replayed once it is. Each remote's own controls are tapped in its folder
// (pricing/, marketing/ early-input.spec.ts).

test.describe.configure({ timeout: slowPhoneTimeout });

// Only the header differs with the width (Contact us beside the menu on wide screens, the menu button
// below 768 px): its two tests run at the width that shows each; the other controls are the same at both.
test.describe('a tap before the app is live acts once it is', () => {
  test('Contact us opens the contact dialog', async ({ page }) => {
    await openOnASlowPhone(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    await expectTapHeld(page, 'Contact us');
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible({ timeout: 20_000 });
  });

  test('the menu button opens the menu', bothWidths, async ({ page }, testInfo) => {
    test.skip(!mobile(testInfo), 'the menu button shows below 768 px only');
    await openOnASlowPhone(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expectTapHeld(page, 'Open menu');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  });
});

test(
  'reached by the header link, the pricing page takes a tab tap at once, with no request loop',
  bothWidths,
  async ({ page }, testInfo) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/')) remoteRequests.push(request.url());
    });
    await openOnASlowPhone(page, '/');
    // The router follows the link only once the app is live (before that it is an ordinary link).
    await waitForLiveApp(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    if (mobile(testInfo)) {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    }
    const legal = page.getByRole('tablist', { name: 'Services' }).getByRole('tab', { name: 'Legal', exact: true });
    await legal.click();
    await expect(page).toHaveURL(/\/pricing\?tab=legal$/);
    await expect(legal).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('$549');
    // The page was reached in the app, not loaded again.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Once idle, the page loads the header's other pages ahead, one per idle period
    // (shell/src/boot/prefetch-when-idle.ts): the requests must come to an end, each file once.
    let count = -1;
    await expect
      .poll(
        async () => {
          const before = remoteRequests.length;
          await page.waitForTimeout(2_000);
          count = remoteRequests.length;
          return count === before;
        },
        { timeout: 30_000, intervals: [0], message: 'requests to /remotes/ come to an end' },
      )
      .toBe(true);
    testInfo.annotations.push({ type: 'requests to /remotes/', description: String(count) });
    // Two pages' remotes (marketing, pricing, the parts the home page loads near the first screen),
    // and the header's other pages loaded ahead.
    expect(count, remoteRequests.join('\n')).toBeLessThan(120);
    const repeated = remoteRequests.filter((url, index) => remoteRequests.indexOf(url) !== index);
    expect(repeated, 'remote files fetched twice').toEqual([]);
  },
);

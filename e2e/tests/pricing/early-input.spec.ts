import { expectTapHeld, openOnASlowPhone, slowPhoneTimeout } from '../support/early-input';
import { expect, test, waitForLiveApp } from '../support/fixtures';

// The pricing page's controls, tapped on a slow phone before the app is live (support/early-input.ts).
test.describe.configure({ timeout: slowPhoneTimeout });

test.describe('a tap before the app is live acts once it is', () => {
  test('a pricing tab switches the tab', async ({ page }) => {
    await openOnASlowPhone(page, '/pricing');
    const legal = page.getByRole('tablist', { name: 'Services' }).getByRole('tab', { name: 'Legal', exact: true });
    await legal.click();
    await expectTapHeld(page, 'Legal');
    await waitForLiveApp(page);
    await expect(legal).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
    await expect(page).toHaveURL(/[?&]tab=legal\b/);
    await expect(page.getByRole('tabpanel')).toContainText('$549');
  });
  test('a pricing FAQ item opens', async ({ page }) => {
    await openOnASlowPhone(page, '/pricing');
    // Below the first screen: the click scrolls to it at once.
    const question = page.getByRole('button', { name: 'Are these prices final?' });
    await question.click();
    await expectTapHeld(page, 'Are these prices final?');
    await waitForLiveApp(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
  });
  test('ArrowRight then Enter on the selected pricing tab selects the next tab, Legal', async ({ page }) => {
    await openOnASlowPhone(page, '/pricing');
    const tabs = page.getByRole('tablist', { name: 'Services' });
    const incorporation = tabs.getByRole('tab', { name: 'Incorporation', exact: true });
    await incorporation.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectTapHeld(page, /^Enter on Incorporation/);
    await waitForLiveApp(page);
    const legal = tabs.getByRole('tab', { name: 'Legal', exact: true });
    await expect(legal).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
    await expect(legal).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('$549');
  });
});

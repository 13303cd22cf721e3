import { expect, slowCpu, test } from '../support/fixtures';
import { controlPageClock, runClockUntilVisible } from '../support/page-clock';
import { countRequests, expectLayoutWorks, expectRequestsBounded, pageNotice, remoteFaults } from './fault-helpers';

const pricingEntry = '**/remotes/pricing/remoteEntry.js*';

for (const [fault, answer] of Object.entries(remoteFaults)) {
  test(`opened by its URL, a pricing remote whose entry ${fault} keeps the server's page with a notice, the rest works, and Retry makes it live`, async ({
    page,
  }) => {
    await controlPageClock(page);
    await page.route(pricingEntry, answer);
    const requests = countRequests(page, /\/remotes\/pricing\//);
    await page.goto('/pricing');
    const main = page.getByRole('main');
    const notice = main.getByRole('alert').filter({ hasText: pageNotice });
    await runClockUntilVisible(page, notice);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1, name: /Pricing/ })).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Incorporation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('StayCompliant');
    await expectRequestsBounded(page, requests, 10);

    await page.unroute(pricingEntry);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toHaveCount(0);
    await main.getByRole('tab', { name: 'Legal' }).click();
    await expect(main.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');

    // Reached again through the site's links, the page is the live app's.
    await expectLayoutWorks(page);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1, name: /Pricing/ })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test("by keyboard alone: the kept page's Retry is reached with Tab, shows its focus, and Enter makes the page live", async ({ page }) => {
  await slowCpu(page, 4);
  await controlPageClock(page);
  await page.route(pricingEntry, remoteFaults['is unreachable']!);
  await page.goto('/pricing');
  const main = page.getByRole('main');
  const notice = main.getByRole('alert').filter({ hasText: pageNotice });
  await runClockUntilVisible(page, notice);
  await page.unroute(pricingEntry);

  const retry = notice.getByRole('button', { name: 'Retry' });
  let presses = 0;
  for (; presses < 80 && !(await retry.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(presses, 'Tab reaches Retry').toBeLessThan(80);
  // The focus ring: an outline or a box-shadow ring, drawn only while the button has keyboard focus.
  const ring = await retry.evaluate((button) => {
    const style = getComputedStyle(button);
    return { outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow).toBe(true);
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);

  // Live: the tabs answer the arrow keys.
  await main.getByRole('tab', { name: 'Incorporation' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
});

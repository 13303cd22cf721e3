import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForLiveApp } from '../support/fixtures';

// Each tab's prices, its plans' booking links, ?tab= and the hidden cfo tab are the component
// tests' (mfe-pricing/src/components/pricing-tabs.test.tsx, src/content/pricing-plans.test.ts).
const visibleTabs = ['Incorporation', 'Legal', 'Accounting', 'Taxes', 'Web3'] as const;

const taxExtras = [
  ['Additional state', '$300', 'per state'],
  ['Form 1099', '$60', 'per form'],
  ['Form 5471', '$500–1500', 'per subsidiary'],
  ['Form 5472', '$300', 'per foreign party'],
  ['FBAR', '$200', 'per report'],
  ['Foreign single-member LLC', '$300'],
  ['IRS notices', 'from $550'],
] as const;

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Services' });
const tab = (page: Page, name: string) => tabList(page).getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const planCard = (scope: Locator, title: string) => scope.getByRole('article', { name: title, exact: true });

async function expectSelected(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveAccessibleName(name);
}

/** Opens the pricing page and waits for its remote: the plan tabs are its first interactive part. */
async function openPricing(page: Page, search = '') {
  await page.goto(`/pricing${search}`);
  await expect(tabList(page)).toBeVisible({ timeout: 20_000 });
}

test.beforeEach(async ({ page }) => {
  // The whole page in one test, on a 2-core machine that may be busy.
  test.setTimeout(90_000);
  // Booking pages open in new tabs: the outside world is stubbed for the whole context.
  await page
    .context()
    .route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title><h1>Booking</h1>' }),
    );
});

test('the pricing page on one load: its tabs by mouse, keyboard and history, the extras, the FAQ, axe and overflow at every width, and where its buttons lead', async ({
  page,
  consoleErrors,
}) => {
  await openPricing(page);

  await test.step('opens on incorporation, with a header, the call-to-action and the FAQ, beside the desktop navigation', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expectSelected(page, 'Incorporation');
    await expect(page).toHaveURL('/pricing');
    await expect(planCard(panel(page), 'Basic')).toContainText('$449');
    await expect(page.getByRole('region', { name: /over 10,000 businesses/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
    // The remote's stylesheet loads after the shell's: it must not override the header's layout.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  await test.step('axe finds nothing', async () => {
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  await test.step('changing tab keeps the scroll position', async () => {
    await tab(page, 'Legal').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await tab(page, 'Legal').click();
    await expect(page).toHaveURL('/pricing?tab=legal');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  await test.step('a clicked tab updates the URL without a reload, and Back and Forward follow', async () => {
    await page.evaluate(() => Object.assign(window, { pricingPageMarker: true }));
    await tab(page, 'Accounting').click();
    await expect(page).toHaveURL('/pricing?tab=accounting');
    await expectSelected(page, 'Accounting');
    await tab(page, 'Web3').click();
    await expect(page).toHaveURL('/pricing?tab=web3');
    expect(await page.evaluate(() => 'pricingPageMarker' in window)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL('/pricing?tab=accounting');
    await expectSelected(page, 'Accounting');
    await page.goBack();
    await expect(page).toHaveURL('/pricing?tab=legal');
    await expectSelected(page, 'Legal');
    await page.goForward();
    await expect(page).toHaveURL('/pricing?tab=accounting');
    await expectSelected(page, 'Accounting');
    expect(await page.evaluate(() => 'pricingPageMarker' in window)).toBe(true);
  });

  await test.step('the tabs work by keyboard: arrows, Home and End move and open tabs', async () => {
    // Keys are the live app's: only presses are held before it hydrates.
    await waitForLiveApp(page);
    await tab(page, 'Incorporation').click();
    await tab(page, 'Incorporation').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Legal')).toBeFocused();
    await expectSelected(page, 'Legal');
    await expect(page).toHaveURL('/pricing?tab=legal');
    await page.keyboard.press('End');
    await expect(tab(page, 'Web3')).toBeFocused();
    await expectSelected(page, 'Web3');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Incorporation')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Web3')).toBeFocused();
    await page.keyboard.press('Home');
    await expectSelected(page, 'Incorporation');
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
  });

  await test.step('the taxes extras, each on one row with its price; axe finds nothing', async () => {
    await tab(page, 'Taxes').click();
    const extras = page.getByRole('region', { name: 'Extras' });
    const rows = extras.locator('[data-slot="plan-extra"]');
    await expect(rows).toHaveCount(taxExtras.length);
    for (const [index, [label, price, unit]] of taxExtras.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('term')).toHaveText(label);
      await expect(row.getByRole('definition')).toHaveText(unit ? `${price} ${unit}` : price);
      // Label and price share a row: the price starts level with the label, to its right, inside the card.
      const [term, value, card] = await Promise.all([
        row.getByRole('term').boundingBox(),
        row.getByRole('definition').boundingBox(),
        extras.boundingBox(),
      ]);
      expect(value!.x).toBeGreaterThanOrEqual(term!.x + term!.width);
      expect(Math.abs(value!.y - term!.y)).toBeLessThan(8);
      expect(value!.x + value!.width).toBeLessThanOrEqual(card!.x + card!.width);
    }
    await expectNoAxeViolations(page);
  });

  await test.step('FAQ items open and close independently; it says final scope and price follow a first call', async () => {
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const first = faq.getByRole('button', { name: 'Are these prices final?' });
    const second = faq.getByRole('button', { name: "What does 'Tailored Pricing' mean?" });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(faq).toContainText('Final scope and price are set after a first consultation call');
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region', { name: "What does 'Tailored Pricing' mean?" })).toBeVisible();
    await second.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('nothing overflows the page sideways on any tab, at phone, tablet and desktop widths; axe finds nothing at 375 px', async () => {
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of visibleTabs) {
        await tab(page, name).click();
        await expect(panel(page).getByRole('article').first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (width === 375 && (name === 'Incorporation' || name === 'Taxes')) await expectNoAxeViolations(page);
      }
    }
  });
  expect(consoleErrors).toEqual([]);

  await test.step("a plan's button opens its service's booking page in a new tab", async () => {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      planCard(panel(page), 'Pro')
        .getByRole('link', { name: /Get started/ })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/crypto$/);
    await expect(page).toHaveURL('/pricing?tab=web3');
  });

  await test.step('the call-to-action books a consultation or opens the contact dialog', async () => {
    const banner = page.getByRole('region', { name: /over 10,000 businesses/ });
    const consultation = banner.getByRole('link', { name: /Book a free consultation/ });
    await expect(consultation).toHaveAttribute('target', '_blank');
    await expect(consultation).toHaveAttribute('href', /^https?:\/\//);
    await banner.getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });
});

import type { Page, TestInfo } from '@playwright/test';
import type { EarlyInputWindow } from '@staycompliant/contracts';
import { bothWidths, expect, holdRequests, slowCpu, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

// A visitor on a slow phone taps what the server's HTML shows before the app is live.
// shell/src/boot/early-input.js (inline in the head) holds those presses and app-runtime's replayEarlyInput replays them once
// the app has hydrated: each control below must then act as if it had been tapped now.

interface Press {
  control: string;
  /** Whether the early-input script had run: it is inline in the head, so before the first button. */
  scriptLoaded: boolean;
  live: boolean;
}

/**
 * Opens `path` on a CPU four times slower, and returns as soon as the response starts: the test then
 * taps as soon as a control shows. Every trusted click is recorded with the app's state at that moment.
 */
async function openOnASlowPhone(page: Page, path: string) {
  await stubExternalSites(page);
  await page.addInitScript(() => {
    const presses: Press[] = [];
    (window as unknown as { presses: Press[] }).presses = presses;
    // Added before the page's own scripts run, so this sees each click and key first.
    for (const type of ['click', 'keydown']) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          const control =
            event.target instanceof Element ? event.target.closest('button, a, [role="tab"], [role="button"], [role="region"]') : null;
          const name = control?.getAttribute('aria-label') ?? control?.textContent?.trim() ?? '';
          const early = (window as EarlyInputWindow).earlyInput;
          const pressed = event instanceof KeyboardEvent ? `${event.key} on ${name}` : name;
          presses.push({ control: pressed, scriptLoaded: early !== undefined, live: early?.live === true });
        },
        { capture: true },
      );
    }
  });
  await slowCpu(page, 4);
  await page.goto(path, { waitUntil: 'commit' });
}

/** The last tap was made before the app was live, and early-input.js held it. */
async function expectTapHeld(page: Page, control: string | RegExp) {
  const press = await page.evaluate(() => (window as unknown as { presses: Press[] }).presses.at(-1));
  expect(press, 'the tap reached the page').toBeDefined();
  expect(press!.control).toMatch(control);
  expect(press, 'tapped before the app was live, with early-input.js listening').toMatchObject({ scriptLoaded: true, live: false });
}

const mobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

// A page on a CPU four times slower, on two busy cores, takes 5-10 s to go live.
test.describe.configure({ timeout: 60_000 });

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

  test("a service page's tab switches the tab", async ({ page }) => {
    await openOnASlowPhone(page, '/services/legal');
    const whyUs = page.getByRole('tablist', { name: 'About Legal Services' }).getByRole('tab', { name: 'Why Choose Us' });
    await whyUs.click();
    await expectTapHeld(page, 'Why Choose Us');
    await waitForLiveApp(page);
    await expect(whyUs).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Why Choose Us');
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

  test("the testimonial carousel's Next moves it", async ({ page }) => {
    // No testimonial carousel is on a first screen (/customers has one below its video stories, as
    // the home page does): the tap scrolls to it at once.
    await openOnASlowPhone(page, '/customers');
    const carousel = page.getByRole('region', { name: 'Founder testimonials' });
    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    // The server draws it enabled (a disabled button takes no press, and Playwright would wait).
    await next.click();
    await expectTapHeld(page, 'Next testimonial');
    await waitForLiveApp(page);
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
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

  test('ArrowRight on the focused testimonial carousel moves it one slide', async ({ page }) => {
    await openOnASlowPhone(page, '/customers');
    const carousel = page.getByRole('region', { name: 'Founder testimonials' });
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expectTapHeld(page, 'ArrowRight on Founder testimonials');
    await waitForLiveApp(page);
    await expect(carousel).toHaveAttribute('data-selected-index', '1');
  });

  test("the home page's testimonial Next, tapped before the app is live, moves the carousel", async ({ page }) => {
    await openOnASlowPhone(page, '/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expectTapHeld(page, 'Next testimonial');
    await expect(carousel).toHaveAttribute('data-selected-index', '1', { timeout: 20_000 });
  });
});

test("a tap on the home page's testimonials while their code still loads, after the app is live, moves the carousel", async ({ page }) => {
  await stubExternalSites(page);
  // The carousel's code loads as the visitor nears it; held here, the server's carousel stays unhydrated.
  const release = await holdRequests(page, /\/remotes\/marketing\/testimonials-carousel-[^/]+\.js$/);
  await page.goto('/');
  await waitForLiveApp(page);
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(carousel).not.toHaveAttribute('data-selected-index', '1');
  release();
  await expect(carousel).toHaveAttribute('data-selected-index', '1');
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

import type { Locator, Page } from '@playwright/test';
import { bothWidths, expect, test } from '../support/fixtures';
import { controlPageClock, runClockUntilVisible } from '../support/page-clock';
import { countRequests, expectRequestsBounded, failureText, remoteFaults } from './fault-helpers';

// Parts that load on demand inside a working page: each failure shows where the visitor looks, and
// is requested a bounded number of times (3 automatic attempts; then only Retry loads again).

interface LazyPart {
  remote: 'contact' | 'resources';
  fault: keyof typeof remoteFaults;
  page: string;
  /** What the visitor does that loads the part. */
  reach: (page: Page) => Promise<void>;
  /** Where its failure shows. */
  area: (page: Page) => Locator;
  /** Its failure stays on screen wherever the visitor has scrolled to. */
  pinned?: boolean;
  /** What its failure says, when not the general message. */
  failureText?: string;
  /** The part, once it has loaded. */
  loaded: (page: Page) => Locator;
}

/** A part the server rendered keeps its HTML when its code cannot load; a note says so beside it. */
const partFailureText = "Part of this section didn't load.";

const lazyParts: Record<string, LazyPart> = {
  "the footer's newsletter form": {
    remote: 'contact',
    fault: 'is unreachable',
    page: '/about',
    reach: (page) => page.getByRole('contentinfo').scrollIntoViewIfNeeded(),
    area: (page) => page.getByRole('contentinfo'),
    // The server's form stays, with a note beside it.
    failureText: partFailureText,
    loaded: (page) => page.getByRole('contentinfo').locator('[data-slot="newsletter"]:not(:has([data-hydrating]))'),
  },
  'the latest articles': {
    remote: 'resources',
    fault: 'answers 404',
    page: '/',
    reach: (page) => page.getByRole('contentinfo').scrollIntoViewIfNeeded(),
    area: (page) => page.getByRole('main'),
    failureText: partFailureText,
    loaded: (page) => page.locator('[data-remote="resources"][data-hydrates]:not(:has([data-hydrating]))'),
  },
  'the contact dialog': {
    remote: 'contact',
    fault: 'is unreachable',
    page: '/about',
    reach: (page) => page.getByRole('banner').getByRole('button', { name: 'Contact us' }).click(),
    area: (page) => page.locator('body'),
    pinned: true,
    failureText: "The contact form didn't load.",
    loaded: (page) => page.getByRole('dialog', { name: 'Contact Us' }),
  },
};

for (const [name, part] of Object.entries(lazyParts)) {
  test(`${name}, when its remote ${part.fault}, says so in its place with Retry, and is requested a bounded number of times`, async ({
    page,
  }) => {
    const files = `**/remotes/${part.remote}/**`;
    await controlPageClock(page);
    await page.goto(part.page);
    const requests = countRequests(page, new RegExp(`/remotes/${part.remote}/`));
    await page.route(files, remoteFaults[part.fault]!);
    await part.reach(page);
    const failure = part
      .area(page)
      .getByRole('alert')
      .filter({ hasText: part.failureText ?? failureText });
    await runClockUntilVisible(page, failure);
    if (part.pinned) await expect(failure).toBeInViewport();
    await expectRequestsBounded(page, requests, 10);

    await page.unroute(files);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(part.loaded(page)).toBeAttached();
  });
}

test("closing the contact form's failure note, the next press of Contact us loads the form again", async ({ page }) => {
  await controlPageClock(page);
  await page.goto('/about');
  await page.route('**/remotes/contact/**', (route) => route.abort('connectionrefused'));
  const contactUs = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
  await contactUs.click();
  const failure = page.getByRole('alert').filter({ hasText: "The contact form didn't load." });
  await runClockUntilVisible(page, failure);
  await expect(failure).toBeInViewport();
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(failure).toHaveCount(0);

  await page.unroute('**/remotes/contact/**');
  await contactUs.click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
});

// The phone's menu loads its code on the first press (More is the browser's own popover, with no code to load).
test(
  "the phone's menu, when its code cannot load, says so, is requested once per press, and opens on the next press",
  bothWidths,
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the menu button shows below 768 px only');
    const chunk = /\/assets\/mobile-menu-[\w-]{8}\.js$/;
    await controlPageClock(page);
    await page.goto('/about');
    const requests = countRequests(page, chunk);
    await page.route(chunk, (route) => route.abort());
    const button = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The menu could not load.' })).toBeVisible();
    // A hint of intent (the pointer over it) and the press may each ask for it; nothing after.
    await expectRequestsBounded(page, requests, 2);

    await page.unroute(chunk);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
);

import type { Locator, Page, Request } from '@playwright/test';
import { expect, holdRequests, slowCpu, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

// A press on one of the header's links shows its page without a wait on a phone's CPU (4×), whenever
// it comes: as soon as the link shows, or once the app is live while the home page's parts below the
// fold are still loading (docs/product.md, "Beyond the first specification", Speed; docs/architecture/apps-and-federation.md, "The runtime manifest and
// loading a remote"). This file checks how: the page's code is loaded before the press, nothing is
// fetched after it, and the app shows the page in place. How long it takes is `npm run bench`'s
// (scripts/bench/bench-navigation.mjs), with its budget.

interface Target {
  path: string;
  /** The remote and exposed module that are the page (the shell's route table). */
  remote: string;
  module: string;
  heading: string | RegExp;
  /** Presses whatever leads to the link, and returns the link, for the test to press. */
  reach: (banner: Locator) => Promise<Locator>;
}

const headerLink = (name: string) => async (banner: Locator) => banner.getByRole('link', { name, exact: true });

const targets: Target[] = [
  { path: '/pricing', remote: 'pricing', module: 'PricingPage', heading: 'Pricing', reach: headerLink('Pricing') },
  { path: '/about', remote: 'marketing', module: 'AboutPage', heading: /8\+ years/, reach: headerLink('About') },
  {
    path: '/resources',
    remote: 'resources',
    module: 'ResourcesPage',
    heading: 'Resources',
    reach: async (banner) => {
      // More is pressed the moment it shows: it is the browser's own popover, open before the app is live.
      await banner.getByRole('button', { name: 'More' }).click();
      return banner.getByRole('link', { name: 'Resources', exact: true });
    },
  },
];

/** The home page's own parts below the fold: the carousel's code, the client logos' code and data, the latest articles' module. */
const belowTheFold = [
  /\/remotes\/marketing\/testimonials-carousel-[\w-]{8}\.js$/,
  /\/remotes\/marketing\/client-logos-[\w-]{8}\.js$/,
  /\/storage\/v1\/object\/list\/client-logos/,
  /\/remotes\/resources\/__federation_expose_LatestArticles-[\w-]{8}\.js$/,
];

/** Each remoteEntry.js the current document asked for, with how often: a new document starts anew. */
function countRemoteEntries(page: Page) {
  let perDocument = new Map<string, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) perDocument = new Map();
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/remoteEntry.js')) return;
    perDocument.set(url.pathname, (perDocument.get(url.pathname) ?? 0) + 1);
  });
  return () => Object.fromEntries(perDocument);
}

/**
 * The pressed page's module, its remote's entry, and any document, asked for from now on: none, when the
 * page's code is in already. (Other pages loaded ahead while idle may still be on their way, and
 * React hydrates the parts of the page being left that still wait to, before it leaves it.)
 */
function pageCodeRequestedFromNow(page: Page, target: Target) {
  const pageCode = new RegExp(`^/remotes/${target.remote}/(?:remoteEntry\\.js|__federation_expose_${target.module}-[\\w-]{8}\\.js)$`);
  const requested: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document' || pageCode.test(pathname)) requested.push(`${request.resourceType()} ${pathname}`);
  };
  page.on('request', onRequest);
  return () => {
    page.off('request', onRequest);
    return requested;
  };
}

async function openOnASlowPhone(page: Page) {
  await stubExternalSites(page);
  await slowCpu(page, 4);
}

async function expectShown(page: Page, target: Target) {
  await expect(page).toHaveURL(new RegExp(`${target.path}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible({ timeout: 15_000 });
}

function expectEachRemoteEntryOnce(remoteEntries: () => Record<string, number>) {
  const counts = remoteEntries();
  expect(Object.keys(counts).length, 'remoteEntry.js files asked for').toBeGreaterThan(0);
  for (const [entry, count] of Object.entries(counts)) expect(count, `${entry} requests`).toBe(1);
}

// A page on a CPU four times slower takes 5-10 s to go live. The `timed` project runs this file alone,
// after the others (e2e/playwright.config.ts), so that its pages go live within the test's time.
test.describe.configure({ timeout: 60_000, mode: 'default' });

for (const target of targets) {
  test(`${target.path}: pressed in the header the moment it shows, its page shows, each remote loaded once`, async ({ page }) => {
    await openOnASlowPhone(page);
    const remoteEntries = countRemoteEntries(page);
    await page.goto('/', { waitUntil: 'commit' });
    const link = await target.reach(page.getByRole('banner'));
    await link.click();
    await expectShown(page, target);
    // A press before the app was live loads a new document, whose app loads once it has painted.
    await waitForLiveApp(page);
    expectEachRemoteEntryOnce(remoteEntries);
  });

  test(`${target.path}: pressed once the app is live, before the home page's parts below the fold have loaded, its page shows in place from code already loaded`, async ({
    page,
  }) => {
    await openOnASlowPhone(page);
    const remoteEntries = countRemoteEntries(page);
    const releases = await Promise.all(belowTheFold.map((url) => holdRequests(page, url)));
    await page.goto('/', { waitUntil: 'commit' });
    await waitForLiveApp(page);
    // A visitor reading the first screen for a moment: the browser, idle, has loaded the page ahead.
    await page.waitForFunction((path) => performance.getEntriesByName(`prefetched ${path}`).length > 0, target.path, { timeout: 30_000 });
    await page.evaluate(() => {
      (window as unknown as { pressedHere?: boolean }).pressedHere = true;
    });
    const link = await target.reach(page.getByRole('banner'));
    const requestedAfterPress = pageCodeRequestedFromNow(page, target);
    await link.click();
    await expectShown(page, target);
    expect(requestedAfterPress(), `${target.remote}'s ${target.module} and documents asked for after the press`).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pressedHere?: boolean }).pressedHere), 'shown in place by the app').toBe(true);
    expectEachRemoteEntryOnce(remoteEntries);
    for (const release of releases) release();
  });
}

import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

export const failureText = "This part of the page didn't load.";
/** Over a page whose server HTML stays while its code could not load. */
export const pageNotice = "This page didn't finish loading";

/** Ways a remote's files can fail, each answered for every request until unrouted. */
export const remoteFaults: Record<string, (route: Route) => Promise<void> | void> = {
  'is unreachable': (route) => route.abort('connectionrefused'),
  'answers 404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  'never answers': () => {
    // Held: the loader gives up after its 8 s timeout.
  },
  'throws when imported': (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'throw new Error("Injected failure in a remote file");\nexport const get = () => {};',
    }),
};

/** Every request the page makes whose URL matches, from now on. */
export function countRequests(page: Page, url: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Follows one of the header's links (the phone's menu is followed in server-rendering/early-input.spec.ts). */
export async function followHeaderLink(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

/** The header and the footer still work: the footer's About link reaches the About page. */
export async function expectLayoutWorks(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'StayCompliant home' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
}

/**
 * Once the loader's end state shows: runs the page's clock a minute on, through every timer a
 * retry loop would set, and checks how many requests were made in all.
 */
export async function expectRequestsBounded(page: Page, requests: string[], max: number) {
  for (let ranMs = 0; ranMs < 60_000; ranMs += 5_000) {
    await page.clock.runFor(5_000);
    // What a timer asks for reaches the network in real time.
    await page.waitForTimeout(50);
  }
  test.info().annotations.push({ type: 'requests', description: `${requests.length} in all` });
  expect(
    requests.length,
    `requests in all, a minute of the page's time after its failure showed:\n${requests.join('\n')}`,
  ).toBeLessThanOrEqual(max);
}

/**
 * No file is asked for more than the loader's 3 attempts (docs/architecture/apps-and-federation.md, "The runtime
 * manifest and loading a remote") and the page's module hint for it.
 */
export function expectEachFileAtMost(requests: string[], attempts = 3) {
  const perFile = new Map<string, number>();
  for (const url of requests) {
    const file = url.split('?')[0] ?? url;
    perFile.set(file, (perFile.get(file) ?? 0) + 1);
  }
  for (const [file, times] of perFile) expect(times, file).toBeLessThanOrEqual(attempts + 1);
}

/** With the remote's files answered again, Retry brings the pricing page, and no failure is left. */
export async function expectRetryRecoversPricing(page: Page, failure: Locator, files: string) {
  await page.unroute(files);
  await failure.getByRole('button', { name: 'Retry' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /Pricing/ })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
}

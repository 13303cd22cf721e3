import type { Page } from '@playwright/test';
import { expect, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

// A remote that fails to load: e2e/tests/remote-faults/. Console errors and warnings on every route:
// e2e/tests/support/page-through-hydration.ts, run by each team's hydration.spec.ts.

test('React is fetched once, from the shell, across every remote', async ({ page }) => {
  await stubExternalSites(page);
  const reactRequests: string[] = [];
  page.on('request', (request) => {
    if (/__federation_shared_react(-dom)?-[^/]+\.js$/.test(request.url())) reactRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The router follows links only once the app is live: before that each is a new page load.
  await waitForLiveApp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Pricing', 'About', 'Services']) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'More' }).click();
  await nav.getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Resources/ })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Contact us' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  const fetched = (pattern: RegExp) => reactRequests.filter((url) => pattern.test(url));
  const react = fetched(/__federation_shared_react-(?!dom-|router-dom-)[^/]+\.js$/);
  const reactDom = fetched(/__federation_shared_react-dom-[^/]+\.js$/);
  expect(react).toHaveLength(1);
  expect(reactDom).toHaveLength(1);
  expect(react[0]).not.toContain('/remotes/');
  expect(reactDom[0]).not.toContain('/remotes/');
});

/** The stylesheets the page links, as absolute URLs. */
function linkedStylesheets(page: Page) {
  return page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href));
}

/** The stylesheets the server wrote into the page, cut to the rules it uses (`<style data-href>`). */
function inlinedStylesheets(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLStyleElement>('style[data-href]'),
      (style) => new URL(style.dataset.href ?? '', document.baseURI).href,
    ),
  );
}

/** The remote's whole stylesheet is linked once, and no stylesheet twice. */
async function expectLinkedOnce(page: Page, remote: string) {
  const linked = await linkedStylesheets(page);
  expect(
    linked.filter((href) => href.includes(`/remotes/${remote}/`)),
    `${remote}'s stylesheet linked on ${page.url()}`,
  ).toHaveLength(1);
  expect(
    linked.filter((href, index) => linked.indexOf(href) !== index),
    `stylesheets linked twice on ${page.url()}`,
  ).toEqual([]);
}

/** The header's link on a wide screen, the footer's on a phone (the header's is in the menu). */
const siteLink = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('contentinfo').getByRole('link', { name, exact: true }))
    .first();

for (const [first, firstRemote, next, nextRemote, nextHeading] of [
  ['/', 'marketing', 'Pricing', 'pricing', 'Pricing'],
  ['/pricing', 'pricing', 'About', 'marketing', /8\+ years/],
] as const) {
  test(`a remote's stylesheet is inlined for the server-rendered ${first}, fetched once, and reaches the page its ${next} link shows`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(request.url());
    });
    await page.goto(first);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await inlinedStylesheets(page)).filter((href) => href.includes(`/remotes/${firstRemote}/`))).toHaveLength(1);
    // The live page links no whole sheet while nothing needs one (shell/src/boot/page-stylesheets.ts):
    // each restyles the whole page, which the inline rules already style.
    await waitForLiveApp(page);
    expect((await linkedStylesheets(page)).filter((href) => href.includes(`/remotes/${firstRemote}/`))).toEqual([]);

    // The app follows the link itself from then on.
    await siteLink(page, next).click();
    await expect(page).toHaveURL(new RegExp(`/${next.toLowerCase()}$`));
    // The remote's module shows once its stylesheets have loaded (shell/src/federation/remote-styles.ts).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(nextHeading);
    await page.waitForLoadState('networkidle');
    await expectLinkedOnce(page, nextRemote);
    // The press linked the first page's whole sheets too, for what it shows next: once.
    await expectLinkedOnce(page, firstRemote);
    expect(
      fetched.filter((href, index) => fetched.indexOf(href) !== index),
      'stylesheets fetched twice',
    ).toEqual([]);
  });
}

import { expect, test, waitForLiveApp } from '../support/fixtures';
import { controlPageClock, runClockUntilVisible } from '../support/page-clock';
import {
  countRequests,
  expectLayoutWorks,
  expectRequestsBounded,
  expectRetryRecoversPricing,
  failureText,
  followHeaderLink,
  remoteFaults,
} from './fault-helpers';

const pricingFiles = '**/remotes/pricing/**';

for (const [fault, answer] of Object.entries(remoteFaults)) {
  test(`reached through the header, a pricing remote that ${fault} shows its message with Retry, and is requested a bounded number of times`, async ({
    page,
  }) => {
    await controlPageClock(page);
    // Down before the page opens: once idle, the live home page loads the header's pages ahead, and
    // that one attempt at pricing counts too (docs/architecture/apps-and-federation.md, "Pages loaded ahead").
    const requests = countRequests(page, /\/remotes\/pricing\//);
    await page.route(pricingFiles, answer);
    await page.goto('/');
    // In-page navigation is the live app's: before it hydrates, a link loads a new document.
    await waitForLiveApp(page);
    await followHeaderLink(page, 'Pricing');

    await expect(page).toHaveURL(/\/pricing$/);
    const main = page.getByRole('main');
    const failure = main.getByRole('alert').filter({ hasText: failureText });
    await runClockUntilVisible(page, failure);
    await expect(main.getByRole('heading', { level: 1, name: 'Start & Stay Compliant in USA' })).toHaveCount(0);
    await expectRequestsBounded(page, requests, 10);

    await expectLayoutWorks(page);
    // Back reaches the route again: it loads again, and fails again, just as boundedly.
    await page.goBack();
    await runClockUntilVisible(page, failure);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await runClockUntilVisible(page, failure);

    await expectRetryRecoversPricing(page, failure, pricingFiles);
  });
}

test('reached through a link inside the page, a page whose module cannot load shows its message with Retry, with bounded requests', async ({
  page,
}) => {
  await controlPageClock(page);
  // The home page comes from this remote; the services page is another of its modules, unreachable
  // before the page opens: once idle, the live page loads the header's pages ahead, that one included.
  const servicesModule = /\/remotes\/marketing\/__federation_expose_ServicesPage-[\w-]{8}\.js$/;
  await page.route(servicesModule, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // In-page navigation is the live app's: before it hydrates, a link loads a new document.
  await waitForLiveApp(page);
  const requests = countRequests(page, /\/remotes\/marketing\//);
  await page.getByRole('main').getByRole('link', { name: 'Explore our services' }).click();

  await expect(page).toHaveURL(/\/services$/);
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: failureText });
  await runClockUntilVisible(page, failure);
  await expectRequestsBounded(page, requests, 10);

  await page.unroute(servicesModule);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /services/i })).toBeVisible();
});

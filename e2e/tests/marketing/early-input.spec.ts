import { expectTapHeld, openOnASlowPhone, slowPhoneTimeout } from '../support/early-input';
import { expect, holdRequests, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

// The marketing pages' controls, tapped on a slow phone before the app is live (support/early-input.ts).
test.describe.configure({ timeout: slowPhoneTimeout });

test.describe('a tap before the app is live acts once it is', () => {
  test("a service page's tab switches the tab", async ({ page }) => {
    await openOnASlowPhone(page, '/services/legal');
    const whyUs = page.getByRole('tablist', { name: 'About Legal Services' }).getByRole('tab', { name: 'Why Choose Us' });
    await whyUs.click();
    await expectTapHeld(page, 'Why Choose Us');
    await waitForLiveApp(page);
    await expect(whyUs).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Why Choose Us');
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

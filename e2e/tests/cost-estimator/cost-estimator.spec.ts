import type { Page } from '@playwright/test';
import { chooseCompanySize, readRows, toastWith } from '../contact/contact-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, waitForLiveApp } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';

const estimate = (page: Page) => page.getByRole('region', { name: 'Your estimate' });
const firstYear = (page: Page) => estimate(page).locator('[data-slot="estimate-totals"] dd').first();
const laterYears = (page: Page) => estimate(page).locator('[data-slot="estimate-totals"] dd').nth(1);

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** The choices of the founder in these tests: a foreign-owned C corporation with accounting, legal and two more states. */
async function buildEstimate(page: Page) {
  await page.getByRole('radio', { name: 'C corporation' }).check();
  await page.getByRole('radio', { name: 'Foreign owners' }).check();
  await page.getByRole('combobox', { name: 'Accounting plan' }).selectOption({ label: 'Basic: from $219 per month' });
  await page.getByRole('combobox', { name: 'Legal plan' }).selectOption({ label: 'Enterprise: Tailored Pricing' });
  await page.getByRole('spinbutton', { name: 'Additional states' }).fill('2');
}

/** $449 + $219 × 12 + $1200 + 2 × $300 + one Form 5472 ($300); later years without the $449. */
async function expectTheEstimate(page: Page) {
  await expect(page.getByRole('radio', { name: 'C corporation' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Foreign owners' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Forms 5472' })).toHaveValue('1');
  await expect(firstYear(page)).toHaveText('from $5,177');
  await expect(laterYears(page)).toHaveText('from $4,728');
  await expect(estimate(page)).toContainText('Accounting plan · Basic');
  await expect(estimate(page)).toContainText('Starts from $219 per month × 12');
  await expect(estimate(page)).toContainText('Tailored Pricing');
  await expect(estimate(page)).toContainText('Legal plan · Enterprise');
  await expect(estimate(page)).toContainText('Statutory state fees are extra.');
}

test.beforeEach(() => {
  // Each test loads the shell, the pricing remote and, later, the contact dialog on a busy 2-core machine.
  test.setTimeout(90_000);
});

// The estimate's rules, the announcement's timing, a link in the earlier spelling and the links'
// addresses are the page's component test's (mfe-pricing/src/pages/cost-estimator-page.test.tsx); the
// server's HTML of a shared estimate is the server layer's (packages/site-server/src/built-site/).

test('a founder opens the estimator from the price tabs, builds an estimate, shares it by URL, and it is sent and read back', async ({
  page,
  browser,
  request,
  consoleErrors,
}, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const estimatorScripts = () => scripts.filter((path) => /CostEstimator/.test(path));

  await test.step("the estimator's code loads on its own route only", async () => {
    await page.goto('/pricing');
    await waitForLiveApp(page);
    await page.waitForLoadState('networkidle');
    expect(estimatorScripts()).toEqual([]);
    await page.getByRole('link', { name: 'Estimate your first year' }).click();
    await expect(page).toHaveURL('/pricing/estimate');
    await expect(page.getByRole('heading', { level: 1, name: 'First-year cost estimate' })).toBeVisible();
    await expect(firstYear(page)).toHaveText('$1,048');
    await expect.poll(() => estimatorScripts().length).toBeGreaterThan(0);
  });

  await test.step('the estimate built, in the URL; nothing overflows and axe finds nothing, at 1280 and 375 px', async () => {
    await waitForLiveApp(page);
    await buildEstimate(page);
    await expect(page).toHaveURL('/pricing/estimate?entity=c-corp&owners=foreign&legal=enterprise&acct=basic&states=2');
    await expectTheEstimate(page);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  const shared = page.url();

  const otherContext = await browser.newContext({ viewport: page.viewportSize() });
  const other = await otherContext.newPage();
  const email = uniqueEmail('estimate', testInfo.project.name);
  await test.step('someone else opens the shared link and sends the estimate through the contact dialog', async () => {
    await other.goto(shared);
    await expectTheEstimate(other);
    await expectNoHorizontalOverflow(other);

    await other.getByRole('button', { name: 'Send me this estimate' }).click();
    const dialog = other.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    for (const service of ['Incorporation & Closure', 'Legal Services', 'Accounting & Bookkeeping', 'Tax Filing']) {
      await expect(dialog.getByRole('checkbox', { name: service })).toBeChecked();
    }
    await expect(dialog.getByRole('checkbox', { name: 'Crypto Accounting & Taxes' })).not.toBeChecked();
    const details = dialog.getByRole('textbox', { name: 'Additional Details' });
    await expect(details).toHaveValue(/First year: from \$5,177\. Each year from the second: from \$4,728\./);
    await expectNoAxeViolations(other);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Founder');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await chooseCompanySize(other, dialog, 'Fewer than 10 employees');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toastWith(other, "Thank you! We'll get back to you soon.")).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the operator reads the estimate back, whole', async () => {
    const rows = await readRows<{ services_interested: string[]; description: string }>(
      request,
      'contact_submissions',
      `email=eq.${encodeURIComponent(email.toLowerCase())}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.services_interested).toEqual(['Incorporation & Closure', 'Legal Services', 'Accounting & Bookkeeping', 'Tax Filing']);
    const description = rows[0]!.description;
    expect(description).toContain('Company: C corporation with foreign owners.');
    expect(description).toContain('- Accounting plan, Basic: Starts from $219 per month × 12 = from $2,628 (each year)');
    expect(description).toContain('- Legal plan, Enterprise: Tailored Pricing (as per requirements, not in the total)');
    expect(description).toContain('First year: from $5,177. Each year from the second: from $4,728.');
    expect(description).toContain('Statutory state fees are extra.');
    expect(description).toContain(`Estimate: ${shared}`);
    expect(description.length).toBeLessThanOrEqual(1000);
  });

  await otherContext.close();
  expect(consoleErrors).toEqual([]);
});

test('works from the keyboard, and announces the total once, after the visitor pauses; Back to pricing', async ({ page }) => {
  await page.goto('/pricing/estimate?owners=foreign');
  await waitForLiveApp(page);
  await expect(page.getByRole('spinbutton', { name: 'Forms 5472' })).toHaveValue('1');
  const status = estimate(page).getByRole('status');
  await expect(status).toHaveText('');

  await test.step('the arrow keys choose the entity', async () => {
    const entity = page.getByRole('radio', { name: 'Single-member LLC' });
    await entity.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Multi-member LLC' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Multi-member LLC' })).toBeFocused();
    await expect(page).toHaveURL('/pricing/estimate?entity=multi-member-llc&owners=foreign');
  });

  await test.step('ArrowUp counts forms; the total is announced once the visitor pauses', async () => {
    const forms = page.getByRole('spinbutton', { name: 'Forms 1099' });
    await forms.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(forms).toHaveValue('3');
    // $449 + $599 + one Form 5472 + 3 × $60
    await expect(firstYear(page)).toHaveText('$1,528');
    await expect(status).toHaveText('First year $1,528. Each year from the second $1,079.');

    await forms.fill('1000');
    await expect(forms).toHaveAttribute('aria-invalid', 'true');
    await expect(forms).toHaveAccessibleDescription(/Enter a whole number from 0 to 999\./);
    await expect(firstYear(page)).toHaveText('$1,528');
    await expectNoAxeViolations(page);
  });

  await test.step('Back to pricing leads to the price tabs', async () => {
    await page.getByRole('link', { name: 'Back to pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('tablist', { name: 'Services' })).toBeVisible();
  });
});

test('a hand-edited query shows the default estimate, and nothing breaks', async ({ page, consoleErrors }) => {
  const response = await page.goto('/pricing/estimate?entity=%3Cscript%3E&states=-3&acct=platinum&f1099=1e9');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('radio', { name: 'Single-member LLC' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Accounting plan' })).toHaveValue('none');
  await expect(firstYear(page)).toHaveText('$1,048');
  await waitForLiveApp(page);
  await expectNoHorizontalOverflow(page);
  expect(consoleErrors).toEqual([]);
});

test('the link to the compliance calendar keeps the answers, and the calendar’s link back keeps them too', async ({ page }) => {
  await page.goto('/pricing/estimate');
  await waitForLiveApp(page);
  await page.getByRole('radio', { name: 'Multi-member LLC' }).check();
  await page.getByRole('radio', { name: 'Foreign owners' }).check();
  await expect(page).toHaveURL('/pricing/estimate?entity=multi-member-llc&owners=foreign');

  await page.getByRole('link', { name: 'See your compliance deadlines' }).click();
  await expect(page).toHaveURL('/resources/compliance-calendar?entity=multi-member-llc&owners=foreign');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
  await expect(page.getByLabel('Entity type')).toHaveValue('multi-member-llc');
  await expect(page.getByLabel('Owners')).toHaveValue('foreign');
  await expect(
    page.getByRole('list', { name: /^Deadlines in \d{4}$/ }).getByRole('heading', { name: /Forms 8804 and 8805/ }),
  ).toBeVisible();

  await page.getByLabel('Entity type').selectOption({ label: 'C corporation' });
  await page.getByRole('link', { name: 'Estimate your first-year cost' }).click();
  await expect(page).toHaveURL('/pricing/estimate?entity=c-corp&owners=foreign');
  await expect(page.getByRole('radio', { name: 'C corporation' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Foreign owners' })).toBeChecked();
  await expect(estimate(page)).toContainText('Tax filing · C corporation return');
});

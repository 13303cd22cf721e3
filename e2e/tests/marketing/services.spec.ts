import { expectNoAxeViolations } from '../support/axe';
import { consultationUrl, serviceNames } from '../support/external-urls';
import { expect, stubExternalSites, test } from '../support/fixtures';
import { expectNewTabLink, openPage, recordContactDialogRequests } from './marketing-helpers';

test("services page: six services, 'Not sure which service you need?', axe at both widths; the dialog and a service's page open from it", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await stubExternalSites(page);
  await openPage(page, '/services');
  const main = page.getByRole('main');
  const links = main.getByRole('link', { name: /Learn More/ });

  await test.step('six services with title, description and Learn More', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(Object.values(serviceNames));
    await expect(main.getByText('Monthly bookkeeping and a reliable month-end close', { exact: false })).toBeVisible();
    await expect(links).toHaveCount(6);
    for (const [index, id] of Object.keys(serviceNames).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/services/${id}`);
    }
  });

  await test.step('axe finds nothing at 1280 and 375 px', async () => {
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("'Not sure which service you need?' offers a free consultation and the contact dialog", async () => {
    const block = page.getByRole('region', { name: 'Not sure which service you need?' });
    await expectNewTabLink(block.getByRole('link', { name: /Book a free consultation/ }), consultationUrl);
    const requests = await recordContactDialogRequests(page);
    await block.getByRole('button', { name: 'Ask us a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog).toBeVisible();
    expect(await requests()).toEqual([{}]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step("a service's Learn More opens its page", async () => {
    await links.nth(5).click();
    await expect(page).toHaveURL('/services/crypto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crypto Accounting & Taxes');
  });
  expect(consoleErrors).toEqual([]);
});

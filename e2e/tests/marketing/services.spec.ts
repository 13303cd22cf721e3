import { expectNoAxeViolations } from '../support/axe';
import { consultationUrl, serviceNames } from '../support/external-urls';
import { bothWidths, expect, stubExternalSites, test } from '../support/fixtures';
import { expectNewTabLink, openPage, recordContactDialogRequests } from './marketing-helpers';

test.describe('services page', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await stubExternalSites(page);
    await openPage(page, '/services');
  });

  test('lists six services with title, description and Learn More', async ({ page, consoleErrors }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(Object.values(serviceNames));
    await expect(main.getByText('Monthly bookkeeping and a reliable month-end close', { exact: false })).toBeVisible();
    const links = main.getByRole('link', { name: /Learn More/ });
    await expect(links).toHaveCount(6);
    for (const [index, id] of Object.keys(serviceNames).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/services/${id}`);
    }
    await links.nth(5).click();
    await expect(page).toHaveURL('/services/crypto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crypto Accounting & Taxes');
    expect(consoleErrors).toEqual([]);
  });

  test("'Not sure which service you need?' offers a free consultation and the contact dialog", async ({ page }) => {
    const block = page.getByRole('region', { name: 'Not sure which service you need?' });
    await expectNewTabLink(block.getByRole('link', { name: /Book a free consultation/ }), consultationUrl);
    const requests = await recordContactDialogRequests(page);
    await block.getByRole('button', { name: 'Ask us a question' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
    expect(await requests()).toEqual([{}]);
  });

  test('has no axe violations', bothWidths, async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

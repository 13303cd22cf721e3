import { exportCsv } from '../operator-inbox/inbox-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, test } from '../support/fixtures';
import { signIn } from '../support/operator-sign-in';
import { adminToken, postSignal, waitForBreakdownValue } from './analytics-support';

const chromeUserAgent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

test.describe('the analytics dashboard', bothWidths, () => {
  test('an operator reads it at this width without overflow or axe violations, and its CSV keeps a hostile campaign name inert', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    // A visit from a campaign whose name is a spreadsheet formula.
    const formula = `=HYPERLINK("http://evil.example/${testInfo.project.name}-${Date.now()}")`;
    const signal = JSON.stringify({
      n: 'pageview',
      u: `/pricing?utm_source=${encodeURIComponent(formula)}`,
      r: 'https://www.news.example/a',
      w: 390,
      b: 0,
      o: 0,
    });
    // A visitor of its own per width: the site server forwards its one trusted address (the socket's
    // here, whatever X-Forwarded-For says), so the user agent tells the two runs' visitors apart.
    const sent = await postSignal(request, signal, { 'user-agent': `${chromeUserAgent} ${testInfo.project.name}-${Date.now()}` });
    expect(sent.status()).toBe(202);
    await waitForBreakdownValue(request, await adminToken(request), 'utm_source', formula);

    // Reached through the operators' navigation from the inbox.
    await page.goto('/admin/enquiries');
    await signIn(page);
    await page.getByRole('navigation', { name: 'Operator pages' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await expect(page).toHaveURL(/range=today/);

    const sources = page.getByRole('region', { name: 'UTM sources' });
    await expect(sources.getByRole('rowheader', { name: formula })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Referrers' }).getByRole('rowheader', { name: 'news.example' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Page view → Contact us → enquiry' })).toBeVisible();
    await expect(page.getByText(/visitors? in the last 5 minutes/)).toBeVisible();
    await page.getByText('Show as table').click();

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const { download, text } = await exportCsv(page);
    expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d\d-\d\d\.csv$/);
    expect(text).toContain(`'${formula.replaceAll('"', '""')}`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

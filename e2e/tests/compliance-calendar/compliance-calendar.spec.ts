import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from '../support/axe';
import { expect, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

const path = '/resources/compliance-calendar';
const thisYear = new Date().getUTCFullYear();

test.beforeEach(async ({ page }) => {
  await stubExternalSites(page);
});

const deadlineList = (page: Page) => page.getByRole('list', { name: /^Deadlines in \d{4}$/ });

/** The downloaded file, read back with ical.js: each event's summary, start date, UID and reminder offsets. */
async function eventsIn(download: Download) {
  const text = await readFile((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      uid: event.uid,
      description: event.description,
      reminders: component
        .getAllSubcomponents('valarm')
        .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()),
    };
  });
}

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content, 'the page scrolls sideways').toBeLessThanOrEqual(widths.viewport);
}

// The calendar's choices, a shared link, a link in the earlier spelling and the file's content are the
// page's and the file's tests' (mfe-resources/src/compliance-calendar/); a shared link's server HTML and
// the sitemap are the server layer's (packages/site-server/src/built-site/).

test('a founder builds a calendar, downloads its .ics by keyboard and every deadline is in it; at 375 px too nothing overflows and axe finds nothing', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
  await waitForLiveApp(page);
  let titles: string[] = [];

  await test.step('the choices change the deadlines and the URL', async () => {
    await page.getByLabel('Owners').selectOption({ label: 'Foreign-owned' });
    await page.getByLabel('Tax year ends in').selectOption({ label: 'June' });
    await page.getByLabel('Deadlines in', { exact: true }).selectOption(String(thisYear + 1));
    await expect(page).toHaveURL(new RegExp(`\\?entity=c-corp&state=delaware&owners=foreign&fye=6&year=${thisYear + 1}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear + 1}` })).toBeVisible();
    titles = await deadlineList(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toContain('Form 5472, filed with Form 1120');
    expect(titles).toContain('Delaware annual franchise tax report and franchise tax');
    await expect(
      deadlineList(page)
        .getByRole('link', { name: /Instructions for Form 5472/ })
        .first(),
    ).toHaveAttribute('href', 'https://www.irs.gov/instructions/i5472');
  });

  await test.step('Enter on the focused button downloads the .ics, which holds every deadline shown', async () => {
    await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`compliance-calendar-${thisYear + 1}.ics`);
    const events = await eventsIn(download);
    expect(events.map((event) => event.summary)).toEqual(titles);
    const shownDates = await deadlineList(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(events.map((event) => event.start)).toEqual(shownDates);
    for (const event of events) {
      expect(event.allDay).toBe(true);
      expect(event.uid).toMatch(/^[a-z0-9-]+@127\.0\.0\.1$/);
      expect(event.description).toMatch(/Source: .+, https:\/\/\S+ \(last reviewed \d{4}-\d{2}-\d{2}\)\./);
      expect(event.reminders).toEqual([-14 * 86_400 + 9 * 3600, -2 * 86_400 + 9 * 3600]);
    }
  });

  await test.step('nothing overflows and axe finds nothing, at 1280 and 375 px', async () => {
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
  expect(consoleErrors).toEqual([]);
});

test('a bad link falls back to the default calendar', async ({ page }) => {
  const response = await page.goto(`${path}?entity=s-corp&year=1999&fye=13&owners=%3Cscript%3E`);
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('Entity type')).toHaveValue('c-corp');
  await expect(page.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear}` })).toBeVisible();
});

test("the home page leads to it from the More menu and from the hero's calendar card", async ({ page }) => {
  await page.goto('/');
  await waitForLiveApp(page);

  await test.step('the More menu', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('link', { name: 'Compliance calendar' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
    await expect(deadlineList(page).getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveTitle('Compliance calendar | StayCompliant');
  });

  await test.step("Back, then the hero's calendar card", async () => {
    await page.goBack();
    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: /Your compliance calendar/ }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form loads the calendar chosen', async ({ page }) => {
    await page.goto(path);
    await page.getByLabel('Entity type').selectOption({ label: 'Multi-member LLC' });
    await page.getByLabel('Owners').selectOption({ label: 'Foreign-owned' });
    await page.getByRole('button', { name: 'Show my deadlines' }).click();
    await expect(page).toHaveURL(/[?&]entity=multi-member-llc\b.*[&]owners=foreign\b/);
    const list = deadlineList(page);
    await expect(list.getByRole('heading', { name: 'Delaware LLC annual tax ($300)' })).toBeVisible();
    await expect(list.getByRole('heading', { name: /Forms 8804 and 8805/ })).toBeVisible();
  });
});

import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from '../support/axe';
import { bothWidths, expect, stubExternalSites, test, waitForLiveApp } from '../support/fixtures';

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

test('a founder builds a calendar, downloads its .ics and every deadline is in it', bothWidths, async ({ page, consoleErrors }) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
  await waitForLiveApp(page);

  await page.getByLabel('Owners').selectOption({ label: 'Foreign-owned' });
  await page.getByLabel('Tax year ends in').selectOption({ label: 'June' });
  await page.getByLabel('Deadlines in', { exact: true }).selectOption(String(thisYear + 1));
  await expect(page).toHaveURL(new RegExp(`\\?entity=c-corp&state=delaware&owners=foreign&fye=6&year=${thisYear + 1}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear + 1}` })).toBeVisible();
  const titles = await deadlineList(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles).toContain('Form 5472, filed with Form 1120');
  expect(titles).toContain('Delaware annual franchise tax report and franchise tax');
  await expect(
    deadlineList(page)
      .getByRole('link', { name: /Instructions for Form 5472/ })
      .first(),
  ).toHaveAttribute('href', 'https://www.irs.gov/instructions/i5472');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click(),
  ]);
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

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a shared link opens that calendar, and the keyboard downloads it', bothWidths, async ({ page }) => {
  await page.goto(`${path}?entity=single-member-llc&state=wyoming&owners=foreign&fye=12&formed=3&year=${thisYear}`);
  await expect(page.getByLabel('Entity type')).toHaveValue('single-member-llc');
  await expect(page.getByLabel('Month it was formed')).toHaveValue('3');
  const list = deadlineList(page);
  await expect(list.getByRole('heading', { name: 'Form 5472 with a pro forma Form 1120 (or Form 7004 to extend)' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Wyoming annual report' })).toContainText(`March 1, ${thisYear}`);

  await waitForLiveApp(page);
  await page.getByRole('button', { name: 'Add to my calendar (.ics)' }).focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const events = await eventsIn(download);
  expect(events.map((event) => event.summary)).toContain('Wyoming annual report and license tax');
  expect(events.find((event) => event.summary === 'Wyoming annual report and license tax')!.start).toBe(`${thisYear}-03-01`);

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test('a link in the earlier spelling opens that calendar, and its URL is rewritten in today’s', async ({ page }) => {
  await page.goto(`${path}?entity=llc-multi&owner=foreign&year=${thisYear}`);
  await expect(page.getByLabel('Entity type')).toHaveValue('multi-member-llc');
  await expect(page.getByLabel('Owners')).toHaveValue('foreign');
  await expect(deadlineList(page).getByRole('heading', { name: /Forms 8804 and 8805/ })).toBeVisible();
  await waitForLiveApp(page);
  await expect(page).toHaveURL(`${path}?entity=multi-member-llc&owners=foreign&year=${thisYear}`);
});

test('a bad link falls back to the default calendar', async ({ page }) => {
  const response = await page.goto(`${path}?entity=s-corp&year=1999&fye=13&owners=%3Cscript%3E`);
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel('Entity type')).toHaveValue('c-corp');
  await expect(page.getByRole('heading', { level: 2, name: `Your deadlines in ${thisYear}` })).toBeVisible();
});

test('the More menu links to it', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForLiveApp(page);
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Compliance calendar' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Compliance calendar' }).click();
  }
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
  await expect(deadlineList(page).getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveTitle('Compliance calendar | StayCompliant');
});

test("the hero's calendar card links to it", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Your compliance calendar/ }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance calendar' })).toBeVisible();
});

test('the sitemap lists it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${path}</loc>`);
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

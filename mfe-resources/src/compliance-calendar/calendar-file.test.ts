// @vitest-environment node
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { type CalendarChoices, defaultChoices } from './calendar-choices';
import { calendarFile, calendarFileName } from './calendar-file';
import { deadlinesFor } from './due-dates';

const context = {
  pageUrl: 'https://example.test/resources/compliance-calendar?entity=c-corp',
  uidDomain: 'example.test',
  brandName: 'Acme',
};
const choices: CalendarChoices = { ...defaultChoices(2023), owners: 'foreign' };
const deadlines = deadlinesFor(choices);
const text = calendarFile(deadlines, 2023, context);

describe('the .ics file, read back by ical.js (the Mozilla calendar library)', () => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');

  it('is one VCALENDAR with one event per deadline, named for the brand and year', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Acme compliance calendar 2023');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(deadlines.length);
  });

  it('holds every deadline as an all-day event on its date, moved ones included', () => {
    const byUid = new Map(events.map((component) => [new ICAL.Event(component).uid, new ICAL.Event(component)]));
    for (const deadline of deadlines) {
      const event = byUid.get(`${deadline.id}@example.test`)!;
      expect(event, deadline.id).toBeDefined();
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(
        `${deadline.date.year}-${String(deadline.date.month).padStart(2, '0')}-${String(deadline.date.day).padStart(2, '0')}`,
      );
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(86_400_000);
      expect(event.summary).toBe(deadline.rule.title);
      expect(event.description).toContain(
        `Source: ${deadline.rule.source.title}, ${deadline.rule.source.url} (last reviewed ${deadline.rule.source.lastReviewed})`,
      );
    }
    const form1120 = byUid.get('form-1120-2022-12@example.test')!;
    expect(form1120.startDate.toString()).toBe('2023-04-18');
    expect(form1120.description).toContain('Moved from Saturday, April 15, 2023 (Saturday, Sunday, DC Emancipation Day (observed)).');
  });

  it('reminds 14 days and 2 days before each deadline, at 9:00', () => {
    for (const event of events) {
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
      const triggers = alarms.map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
      expect(triggers).toEqual([-(14 * 86_400) + 9 * 3600, -(2 * 86_400) + 9 * 3600]);
    }
  });

  it('keeps the same UIDs when written again, and no two alike', () => {
    const again = new ICAL.Component(ICAL.parse(calendarFile(deadlinesFor(choices), 2023, context)));
    const uids = (component: ICAL.Component) => component.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'));
    expect(uids(again)).toEqual(uids(calendar));
    expect(new Set(uids(calendar)).size).toBe(events.length);
  });

  it('folds its lines at 75 octets and ends them with CRLF, as RFC 5545 says, keeping the typography', () => {
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // A summary with curly apostrophes and a section sign, unfolded by the parser as it was written.
    const form5472 = events
      .map((component) => new ICAL.Event(component))
      .find((event) => event.summary === 'Form 5472, filed with Form 1120')!;
    expect(form5472.description).toContain('A missing or late Form 5472 costs $25,000 (IRC §6038A(d)).');
  });
});

describe('the .ics file, imported by node-ical (an independent parser)', () => {
  const parsed = nodeIcal.sync.parseICS(text);
  const events = Object.values(parsed).filter((entry): entry is VEvent => entry?.type === 'VEVENT');

  it('finds every deadline as a date-only event with its UID, link and two reminders', () => {
    expect(events).toHaveLength(deadlines.length);
    for (const deadline of deadlines) {
      const event = events.find((candidate) => candidate.uid === `${deadline.id}@example.test`)!;
      expect(event, deadline.id).toBeDefined();
      expect(event.datetype).toBe('date');
      expect([event.start.getUTCFullYear(), event.start.getUTCMonth() + 1, event.start.getUTCDate()]).toEqual([
        deadline.date.year,
        deadline.date.month,
        deadline.date.day,
      ]);
      // URL;VALUE=URI: node-ical keeps the parameter beside the value.
      const url: unknown = event.url;
      expect(typeof url === 'object' && url !== null && 'val' in url ? url.val : url).toBe(deadline.rule.source.url);
      expect(event.alarms).toHaveLength(2);
    }
  });

  it('lists Form 5472 for this foreign-owned corporation', () => {
    expect(events.filter((event) => String(event.summary).includes('Form 5472'))).toHaveLength(1);
  });
});

it('is named for its year', () => {
  expect(calendarFileName(2027)).toBe('compliance-calendar-2027.ics');
});

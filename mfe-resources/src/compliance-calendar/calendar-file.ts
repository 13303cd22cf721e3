import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import { addDays, type CalendarDate, longDate } from './calendar-date';
import type { Deadline } from './due-dates';

export interface CalendarFileContext {
  /** The calendar page with the visitor's choices: each event links back to it. */
  pageUrl: string;
  /** The right-hand side of each event's UID: the site's host, so ids stay the same on every download. */
  uidDomain: string;
  brandName: string;
}

/** Days before a deadline when the calendar app reminds the visitor, at 9 in the morning. */
const reminderDays = [14, 2] as const;
const reminderHour = 9;

export const calendarFileName = (year: number) => `compliance-calendar-${year}.ics`;

/** Midnight UTC of the day: ical-generator writes an all-day event's date from the UTC fields. */
const utcMidnight = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

function describe(deadline: Deadline, context: CalendarFileContext): string {
  const { rule } = deadline;
  return [
    rule.summary,
    deadline.period && `For ${deadline.period}.`,
    deadline.moved && `Moved from ${longDate(deadline.moved.from)} (${deadline.moved.because.join(', ')}).`,
    `Source: ${rule.source.title}, ${rule.source.url} (last reviewed ${rule.source.lastReviewed}).`,
    `Information, not advice: ${context.pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The deadlines as an iCalendar file (RFC 5545), written by ical-generator: one all-day event each,
 * reminders at 9:00 fourteen and two days before, and a UID made of the rule and the period it covers,
 * so a second import updates the events rather than doubling them.
 */
export function calendarFile(deadlines: readonly Deadline[], year: number, context: CalendarFileContext): string {
  const calendar = ical({
    name: `${context.brandName} compliance calendar ${year}`,
    prodId: { company: context.brandName, product: 'Compliance calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const deadline of deadlines) {
    calendar.createEvent({
      id: `${deadline.id}@${context.uidDomain}`,
      allDay: true,
      start: utcMidnight(deadline.date),
      end: utcMidnight(addDays(deadline.date, 1)),
      summary: deadline.rule.title,
      description: describe(deadline, context),
      url: deadline.rule.source.url,
      categories: [{ name: deadline.rule.authority }],
      busystatus: ICalEventBusyStatus.FREE,
      transparency: ICalEventTransparency.TRANSPARENT,
      // Counted back from the all-day event's start, its midnight: 9:00 on the day `days` before.
      alarms: reminderDays.map((days) => ({
        type: ICalAlarmType.display,
        triggerBefore: days * 86_400 - reminderHour * 3_600,
        description: `${deadline.rule.title}: due in ${days} days`,
      })),
    });
  }
  return calendar.toString();
}

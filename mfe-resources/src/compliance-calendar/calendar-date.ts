import { monthNames, usLongDate } from '@staycompliant/ui';
/** A day of the civil calendar, with no time and no time zone: a deadline is a date, wherever its reader is. */
export interface CalendarDate {
  year: number;
  /** 1 (January) to 12 (December). */
  month: number;
  day: number;
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// Dates are counted on UTC midnights, so no visitor's time zone or daylight saving shifts a day.
const dayMs = 86_400_000;
const toUtc = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);

function fromUtc(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return fromUtc(Date.UTC(year, month - 1, day));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * dayMs);
}

/** The month `count` months after `month` of `year` (count may be negative). */
export function monthsAfter(year: number, month: number, count: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function lastDayOfMonth(year: number, month: number): CalendarDate {
  return fromUtc(Date.UTC(year, month, 0));
}

/** 0 is Sunday, 6 is Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export const isWeekend = (date: CalendarDate) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6;

/** The `nth` `weekday` (0 Sunday … 6 Saturday) of a month; `nth` -1 is the last one. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): CalendarDate {
  if (nth > 0) {
    const first = calendarDate(year, month, 1);
    return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (nth - 1) * 7);
  }
  const last = lastDayOfMonth(year, month);
  return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
}

export const compareDates = (a: CalendarDate, b: CalendarDate) => toUtc(a) - toUtc(b);

/** 2027-04-15 */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "Thursday, April 15, 2027": written here rather than with Intl, whose first use loads locale data on the main thread. */
export function longDate(date: CalendarDate): string {
  return `${weekdayNames[dayOfWeek(date)]}, ${monthNames[date.month - 1]} ${date.day}, ${date.year}`;
}

/** "April 15, 2027" */
export function plainDate(date: CalendarDate): string {
  return usLongDate(date);
}

/** "Thu" */
export function shortWeekday(date: CalendarDate): string {
  return weekdayNames[dayOfWeek(date)]!.slice(0, 3);
}

/** "Apr" */
export function shortMonth(date: CalendarDate): string {
  return monthNames[date.month - 1]!.slice(0, 3);
}

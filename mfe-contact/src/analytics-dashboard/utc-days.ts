import { UTCDate } from '@date-fns/utc';
import { addDays, addMonths, differenceInCalendarDays, formatISO, isValid, parseISO, startOfDay, startOfMonth } from 'date-fns';

// The dashboard counts in whole UTC days (docs/product.md, "Analytics", "The dashboard"): every date here is
// a UTCDate, so date-fns's day and month arithmetic is UTC's, whatever the operator's time zone.

/** Midnight UTC of the day `date` falls in. */
export function utcDay(date: Date): Date {
  return startOfDay(new UTCDate(date));
}

/** Midnight UTC of the first day of the month `months` after the one `date` falls in. */
export function utcMonthAfter(date: Date, months: number): Date {
  return addMonths(startOfMonth(new UTCDate(date)), months);
}

export function utcDaysAfter(date: Date, days: number): Date {
  return addDays(new UTCDate(date), days);
}

/** Whole UTC days from `start` to `end`. */
export function utcDaysBetween(start: Date, end: Date): number {
  return differenceInCalendarDays(new UTCDate(end), new UTCDate(start));
}

/** The UTC day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return formatISO(new UTCDate(date), { representation: 'date' });
}

const dayPattern = /^\d{4}-\d\d-\d\d$/;

/** A YYYY-MM-DD that names a real day, as midnight UTC; undefined otherwise (2026-02-30 included). */
export function parseDay(value: string | null): Date | undefined {
  if (!value || !dayPattern.test(value)) return undefined;
  const date = parseISO(value, { in: (value) => new UTCDate(value) });
  return isValid(date) && isoDay(date) === value ? date : undefined;
}

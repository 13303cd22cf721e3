import { addDays, type CalendarDate, calendarDate, dayOfWeek, isoDate, isWeekend, nthWeekdayOfMonth } from './calendar-date';

/**
 * The legal holidays that move an IRS deadline. IRC §7503 moves a deadline that falls on a Saturday,
 * Sunday or legal holiday to the next day that is none of them, and counts as legal holidays those
 * of the District of Columbia (Treas. Reg. §301.7503-1(b); IRS Publication 509, "Saturday, Sunday, or
 * legal holiday"). They are the federal holidays of 5 U.S.C. §6103(a), DC Emancipation Day (April 16,
 * D.C. Code §1-612.02) and, every four years, Inauguration Day (5 U.S.C. §6103(c)). A holiday on a
 * Saturday is observed the Friday before, one on a Sunday the Monday after (Executive Order 11582;
 * D.C. Code §1-612.02(c)): the IRS moved the April 15, 2022 deadline because that Friday was
 * Emancipation Day observed. The sources are cited in deadline-rules.ts (`dateShiftRules`).
 */
export interface LegalHoliday {
  name: string;
  /** The day it is observed on, which is the day deadlines skip. */
  date: CalendarDate;
  /** Observed on a weekday other than its own date, which fell on a weekend. */
  observed: boolean;
}

/** A fixed-date holiday: on a Saturday it is observed the Friday before, on a Sunday the Monday after. */
function fixed(name: string, year: number, month: number, day: number): LegalHoliday {
  const date = calendarDate(year, month, day);
  const weekday = dayOfWeek(date);
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  return { name, date: addDays(date, shift), observed: shift !== 0 };
}

function nth(name: string, year: number, month: number, weekday: number, n: number): LegalHoliday {
  return { name, date: nthWeekdayOfMonth(year, month, weekday, n), observed: false };
}

/** The holidays of `year`, on the days they are observed (New Year's Day of `year` may be observed on December 31 of the year before). */
function holidaysOf(year: number): LegalHoliday[] {
  const holidays: LegalHoliday[] = [
    fixed("New Year's Day", year, 1, 1),
    nth('Birthday of Martin Luther King, Jr.', year, 1, 1, 3),
    nth("Washington's Birthday", year, 2, 1, 3),
    fixed('DC Emancipation Day', year, 4, 16),
    nth('Memorial Day', year, 5, 1, -1),
    fixed('Juneteenth National Independence Day', year, 6, 19),
    fixed('Independence Day', year, 7, 4),
    nth('Labor Day', year, 9, 1, 1),
    nth('Columbus Day', year, 10, 1, 2),
    fixed('Veterans Day', year, 11, 11),
    nth('Thanksgiving Day', year, 11, 4, 4),
    fixed('Christmas Day', year, 12, 25),
  ];
  // Inauguration Day: January 20 of every fourth year after 1965, moved to the 21st (not observed
  // on a Friday) when the 20th is a Sunday.
  if ((year - 1965) % 4 === 0) {
    const twentieth = calendarDate(year, 1, 20);
    const onSunday = dayOfWeek(twentieth) === 0;
    holidays.push({ name: 'Inauguration Day', date: onSunday ? addDays(twentieth, 1) : twentieth, observed: onSunday });
  }
  return holidays;
}

const byYear = new Map<number, Map<string, LegalHoliday>>();

function holidaysObservedIn(year: number): Map<string, LegalHoliday> {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map(
      [...holidaysOf(year), ...holidaysOf(year + 1)]
        .filter((holiday) => holiday.date.year === year)
        .map((holiday) => [isoDate(holiday.date), holiday]),
    );
    byYear.set(year, holidays);
  }
  return holidays;
}

/** The legal holiday observed on `date`, if any. */
function legalHolidayOn(date: CalendarDate): LegalHoliday | undefined {
  return holidaysObservedIn(date.year).get(isoDate(date));
}

/** Every legal holiday observed in `year`, in date order. */
export function legalHolidaysIn(year: number): LegalHoliday[] {
  return [...holidaysObservedIn(year).values()].sort((a, b) => a.date.month - b.date.month || a.date.day - b.date.day);
}

/** Why `date` is not a business day for the IRS ("Saturday", "DC Emancipation Day (observed)"), or undefined when it is one. */
export function nonBusinessDayReason(date: CalendarDate): string | undefined {
  if (isWeekend(date)) return dayOfWeek(date) === 6 ? 'Saturday' : 'Sunday';
  const holiday = legalHolidayOn(date);
  return holiday && (holiday.observed ? `${holiday.name} (observed)` : holiday.name);
}

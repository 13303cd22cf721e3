// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { calendarDate, isoDate } from './calendar-date';
import { legalHolidaysIn, nonBusinessDayReason } from './legal-holidays';

const listed = (year: number) =>
  legalHolidaysIn(year).map((holiday) => `${isoDate(holiday.date)} ${holiday.name}${holiday.observed ? ' (observed)' : ''}`);

describe('legal holidays for IRS deadlines (5 U.S.C. §6103 and the District of Columbia’s)', () => {
  it('lists the federal holidays and DC Emancipation Day of 2026, July 4 (a Saturday) observed on Friday the 3rd', () => {
    expect(listed(2026)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-01-19 Birthday of Martin Luther King, Jr.',
      "2026-02-16 Washington's Birthday",
      '2026-04-16 DC Emancipation Day',
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth National Independence Day',
      '2026-07-03 Independence Day (observed)',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
  });

  it('observes a Sunday holiday on the Monday, a Saturday one on the Friday, even in the year before (January 1, 2028 on December 31, 2027)', () => {
    const holidays = listed(2027);
    expect(holidays).toContain('2027-06-18 Juneteenth National Independence Day (observed)');
    expect(holidays).toContain('2027-07-05 Independence Day (observed)');
    expect(holidays).toContain('2027-12-24 Christmas Day (observed)');
    expect(holidays.at(-1)).toBe("2027-12-31 New Year's Day (observed)");
    expect(listed(2028)).not.toContain("2028-01-01 New Year's Day");
  });

  it('adds Inauguration Day every four years, moved to Monday when January 20 is a Sunday only', () => {
    expect(listed(2029)).toContain('2029-01-20 Inauguration Day');
    expect(listed(2026).some((holiday) => holiday.includes('Inauguration'))).toBe(false);
    // January 20, 2013 was a Sunday.
    expect(listed(2013)).toContain('2013-01-21 Inauguration Day (observed)');
  });

  it('names why a day is not a business day', () => {
    expect(nonBusinessDayReason(calendarDate(2023, 4, 15))).toBe('Saturday');
    expect(nonBusinessDayReason(calendarDate(2023, 4, 16))).toBe('Sunday');
    expect(nonBusinessDayReason(calendarDate(2023, 4, 17))).toBe('DC Emancipation Day (observed)');
    expect(nonBusinessDayReason(calendarDate(2022, 4, 15))).toBe('DC Emancipation Day (observed)');
    expect(nonBusinessDayReason(calendarDate(2026, 4, 16))).toBe('DC Emancipation Day');
    expect(nonBusinessDayReason(calendarDate(2023, 4, 18))).toBeUndefined();
  });
});

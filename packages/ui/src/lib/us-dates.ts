// Not Intl.DateTimeFormat: the first one a page creates loads ICU's locale and time-zone data,
// 28-72 ms on the main thread here (several times that on a phone). The site is in US English,
// and these formats have no other form.
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day as the calendar reads it: `month` 1–12. */
export interface DayOfYear {
  year: number;
  month: number;
  day: number;
}

/** { year: 2025, month: 4, day: 15 } → "April 15, 2025" */
export function usLongDate({ year, month, day }: DayOfYear): string {
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

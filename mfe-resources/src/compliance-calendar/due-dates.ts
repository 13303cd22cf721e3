import type { CalendarChoices } from './calendar-choices';
import { addDays, type CalendarDate, calendarDate, compareDates, isoDate, lastDayOfMonth, monthsAfter, plainDate } from './calendar-date';
import { type DeadlineRule, deadlineRules } from './deadline-rules';
import { nonBusinessDayReason } from './legal-holidays';

export interface Deadline {
  /** Stable for one rule and one period, whatever else was chosen: the calendar file's event id. */
  id: string;
  rule: DeadlineRule;
  /** What the filing covers: "the tax year ending December 31, 2026". */
  period: string;
  /** The day it is due, after any move for a weekend or holiday. */
  date: CalendarDate;
  /** The day the rule names, and why it moved, when it did. */
  moved?: { from: CalendarDate; because: string[] };
  /** A rule that does not move (shift 'none') whose date falls on a weekend or holiday. */
  notABusinessDay?: string;
}

const ordinals = ['1st', '2nd', '3rd', '4th'];

interface Occurrence {
  key: string;
  period: string;
  date: CalendarDate;
}

/** The last day of the tax year ending in `fiscalYearEnd` (a month) of `year`. */
const taxYearEnd = (year: number, fiscalYearEnd: number) => lastDayOfMonth(year, fiscalYearEnd);

/** The first day of the tax year ending in `fiscalYearEnd` of `year`. */
function taxYearStart(year: number, fiscalYearEnd: number): CalendarDate {
  return addDays(taxYearEnd(year - 1, fiscalYearEnd), 1);
}

/** Each date the rule names that could fall in `year`, before any move: a little more than the year, then filtered. */
function occurrences(rule: DeadlineRule, choices: CalendarChoices): Occurrence[] {
  const { year } = choices;
  const fiscalYearEnd = rule.taxYear === 'calendar' ? 12 : choices.fiscalYearEnd;
  const covers = (previousYear: number) => (rule.covers ?? '').replace('{previousYear}', String(previousYear));
  const due = rule.due;
  switch (due.kind) {
    case 'every-year':
      return [year - 1, year].map((y) => ({ key: String(y), period: covers(y - 1), date: calendarDate(y, due.month, due.day) }));
    case 'anniversary-month':
      return [{ key: String(year), period: covers(year - 1), date: calendarDate(year, choices.formationMonth, due.day) }];
    case 'after-tax-year-end':
      return [year - 2, year - 1, year].map((endYear) => {
        const end = taxYearEnd(endYear, fiscalYearEnd);
        const exception = due.exception;
        const excepted =
          exception !== undefined &&
          fiscalYearEnd === exception.fiscalYearEnd &&
          isoDate(taxYearStart(endYear, fiscalYearEnd)) < exception.beginsBefore;
        const month = monthsAfter(end.year, end.month, excepted ? exception.month : due.month);
        return {
          key: isoDate(end).slice(0, 7),
          period: `the tax year ending ${plainDate(end)}`,
          date: calendarDate(month.year, month.month, due.day),
        };
      });
    case 'in-tax-year':
      return [year - 1, year, year + 1].flatMap((endYear) => {
        const end = taxYearEnd(endYear, fiscalYearEnd);
        return due.months.map((monthOfYear, index) => {
          // The 1st month of the tax year is the month after the previous year's end.
          const month = monthsAfter(endYear - 1, fiscalYearEnd, monthOfYear);
          return {
            key: `${isoDate(end).slice(0, 7)}-${index + 1}`,
            period: `${ordinals[index]} of ${due.months.length} instalments for the tax year ending ${plainDate(end)}`,
            date: calendarDate(month.year, month.month, due.day),
          };
        });
      });
  }
}

/** The next day that is not a Saturday, Sunday or legal holiday, and the reasons of the days skipped. */
function nextBusinessDay(date: CalendarDate): { date: CalendarDate; skipped: string[] } {
  const skipped: string[] = [];
  let day = date;
  for (let reason = nonBusinessDayReason(day); reason; reason = nonBusinessDayReason(day)) {
    skipped.push(reason);
    day = addDays(day, 1);
  }
  return { date: day, skipped };
}

function applies(rule: DeadlineRule, choices: CalendarChoices): boolean {
  const { entities, states, owners } = rule.appliesTo;
  return (
    entities.includes(choices.entity) &&
    (states === undefined || states.includes(choices.state)) &&
    (owners === undefined || owners === choices.owners)
  );
}

/** Every deadline of `choices.year` for the company described, in date order (rules' order on the same day). */
export function deadlinesFor(choices: CalendarChoices): Deadline[] {
  return deadlineRules
    .filter((rule) => applies(rule, choices))
    .flatMap((rule) =>
      occurrences(rule, choices).map((occurrence): Deadline => {
        const base = { id: `${rule.id}-${occurrence.key}`, rule, period: occurrence.period };
        if (rule.shift === 'none') {
          const reason = nonBusinessDayReason(occurrence.date);
          return { ...base, date: occurrence.date, ...(reason && { notABusinessDay: reason }) };
        }
        const moved = nextBusinessDay(occurrence.date);
        return moved.skipped.length === 0
          ? { ...base, date: occurrence.date }
          : { ...base, date: moved.date, moved: { from: occurrence.date, because: [...new Set(moved.skipped)] } };
      }),
    )
    .filter((deadline) => deadline.date.year === choices.year)
    .sort((a, b) => compareDates(a.date, b.date) || deadlineRules.indexOf(a.rule) - deadlineRules.indexOf(b.rule));
}

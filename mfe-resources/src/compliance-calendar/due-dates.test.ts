// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { type CalendarChoices, defaultChoices } from './calendar-choices';
import { isoDate } from './calendar-date';
import { type Deadline, deadlinesFor } from './due-dates';

const company = (overrides: Partial<CalendarChoices>): CalendarChoices => ({ ...defaultChoices(2026), ...overrides });

/** Each deadline as "date rule-id", in the order the page lists them. */
const listed = (deadlines: Deadline[]) => deadlines.map((deadline) => `${isoDate(deadline.date)} ${deadline.rule.id}`);
const datesOf = (deadlines: Deadline[], ruleId: string) =>
  deadlines.filter((deadline) => deadline.rule.id === ruleId).map((deadline) => isoDate(deadline.date));

describe('given a US-owned Delaware C corporation with a calendar tax year', () => {
  it('lists the year’s deadlines in date order', () => {
    expect(listed(deadlinesFor(company({ year: 2026 })))).toEqual([
      // January 31, 2026 is a Saturday: the IRS date moves to Monday.
      '2026-02-02 form-1099-nec',
      // March 1, 2026 is a Sunday, and Delaware's date does not move.
      '2026-03-01 delaware-franchise-tax',
      '2026-04-15 form-1120',
      '2026-04-15 fbar',
      '2026-04-15 form-1120-estimated-tax',
      '2026-06-15 form-1120-estimated-tax',
      '2026-09-15 form-1120-estimated-tax',
      '2026-10-15 form-1120-extended',
      '2026-10-15 fbar-extended',
      '2026-12-15 form-1120-estimated-tax',
    ]);
  });

  it('says what each filing covers', () => {
    const deadlines = deadlinesFor(company({ year: 2026 }));
    const byRule = (id: string) => deadlines.filter((deadline) => deadline.rule.id === id).map((deadline) => deadline.period);
    expect(byRule('form-1120')).toEqual(['the tax year ending December 31, 2025']);
    expect(byRule('form-1120-estimated-tax')).toEqual(
      [1, 2, 3, 4].map((n) => `${['1st', '2nd', '3rd', '4th'][n - 1]} of 4 instalments for the tax year ending December 31, 2026`),
    );
    expect(byRule('form-1099-nec')).toEqual(['payments made in 2025']);
    expect(byRule('fbar')).toEqual(['accounts held in 2025']);
  });

  it('gives every deadline an id of its rule and period, the same whatever else was chosen', () => {
    const ids = deadlinesFor(company({ year: 2026 })).map((deadline) => deadline.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('form-1120-2025-12');
    expect(ids).toContain('form-1120-estimated-tax-2026-12-3');
    const foreign = deadlinesFor(company({ year: 2026, owners: 'foreign', state: 'wyoming' })).map((deadline) => deadline.id);
    expect(foreign).toContain('form-1120-2025-12');
  });
});

describe('given a C corporation whose tax year ends June 30 (IRC §6072(a); Pub. L. 114-41 §2006(a)(3)(B))', () => {
  const june = (year: number) => deadlinesFor(company({ fiscalYearEnd: 6, year }));

  it('files a tax year that began before 2026 by the 15th day of the 3rd month', () => {
    // The tax year July 1, 2025 – June 30, 2026 began before January 1, 2026.
    const deadlines = june(2026);
    expect(datesOf(deadlines, 'form-1120')).toEqual(['2026-09-15']);
    expect(deadlines.find((deadline) => deadline.rule.id === 'form-1120')!.period).toBe('the tax year ending June 30, 2026');
  });

  it('files a tax year that begins in 2026 by the 15th day of the 4th month', () => {
    // The tax year July 1, 2026 – June 30, 2027: October 15, 2027, not September 15.
    expect(datesOf(june(2027), 'form-1120')).toEqual(['2027-10-15']);
  });

  it('extends either to the 15th day of the 10th month (7 months, then 6)', () => {
    expect(datesOf(june(2026), 'form-1120-extended')).toEqual(['2026-04-15']);
    expect(datesOf(june(2027), 'form-1120-extended')).toEqual(['2027-04-15']);
    // April 15, 2028 is a Saturday, and Emancipation Day (a Sunday) is observed on Monday the 17th.
    expect(datesOf(june(2028), 'form-1120-extended')).toEqual(['2028-04-18']);
  });

  it('pays estimated tax in the 4th, 6th, 9th and 12th months of its own tax year', () => {
    expect(datesOf(june(2026), 'form-1120-estimated-tax')).toEqual(['2026-03-16', '2026-06-15', '2026-10-15', '2026-12-15']);
  });

  it('keeps Form 5472 on the return’s own date', () => {
    const deadlines = deadlinesFor(company({ fiscalYearEnd: 6, year: 2026, owners: 'foreign' }));
    expect(datesOf(deadlines, 'form-5472-with-1120')).toEqual(['2026-09-15']);
  });

  it('leaves other year ends on the 4th month, even for tax years that began before 2026', () => {
    expect(datesOf(deadlinesFor(company({ fiscalYearEnd: 9, year: 2026 })), 'form-1120')).toEqual(['2026-01-15']);
    expect(datesOf(deadlinesFor(company({ fiscalYearEnd: 12, year: 2025 })), 'form-1120')).toEqual(['2025-04-15']);
  });
});

describe('weekends and legal holidays', () => {
  it('moves an IRS date on a Saturday past the weekend and DC Emancipation Day observed: April 15, 2023 → April 18', () => {
    const deadlines = deadlinesFor(company({ year: 2023 }));
    const form1120 = deadlines.find((deadline) => deadline.rule.id === 'form-1120')!;
    expect(isoDate(form1120.date)).toBe('2023-04-18');
    expect(isoDate(form1120.moved!.from)).toBe('2023-04-15');
    expect(form1120.moved!.because).toEqual(['Saturday', 'Sunday', 'DC Emancipation Day (observed)']);
    expect(datesOf(deadlines, 'form-1120-estimated-tax')[0]).toBe('2023-04-18');
  });

  it('moves a date on a weekday that is a holiday observed: Friday April 15, 2022 (Emancipation Day, April 16 being a Saturday) → April 18', () => {
    const form1120 = deadlinesFor(company({ year: 2022 })).find((deadline) => deadline.rule.id === 'form-1120')!;
    expect(isoDate(form1120.date)).toBe('2022-04-18');
    expect(form1120.moved!.because[0]).toBe('DC Emancipation Day (observed)');
  });

  it('moves a Sunday to the Monday: Forms 1099-NEC on January 31, 2027 are due February 1', () => {
    const form1099 = deadlinesFor(company({ year: 2027 })).find((deadline) => deadline.rule.id === 'form-1099-nec')!;
    expect(isoDate(form1099.date)).toBe('2027-02-01');
    expect(form1099.moved!.because).toEqual(['Sunday']);
  });

  it('moves a partnership return on a Saturday to Monday: March 15, 2025 → March 17', () => {
    expect(datesOf(deadlinesFor(company({ entity: 'multi-member-llc', year: 2025 })), 'form-1065')).toEqual(['2025-03-17']);
  });

  it('leaves a date that does not move where it is, and says it is not a business day', () => {
    const deadlines = deadlinesFor(company({ year: 2023 }));
    const fbar = deadlines.find((deadline) => deadline.rule.id === 'fbar')!;
    expect(isoDate(fbar.date)).toBe('2023-04-15');
    expect(fbar.moved).toBeUndefined();
    expect(fbar.notABusinessDay).toBe('Saturday');
    const delaware = deadlinesFor(company({ year: 2025 })).find((deadline) => deadline.rule.id === 'delaware-franchise-tax')!;
    expect(isoDate(delaware.date)).toBe('2025-03-01');
    expect(delaware.notABusinessDay).toBe('Saturday');
  });

  it('leaves a business day alone', () => {
    const form1120 = deadlinesFor(company({ year: 2027 })).find((deadline) => deadline.rule.id === 'form-1120')!;
    expect(isoDate(form1120.date)).toBe('2027-04-15');
    expect(form1120.moved).toBeUndefined();
  });
});

describe('Form 5472', () => {
  const has5472 = (choices: Partial<CalendarChoices>) =>
    deadlinesFor(company(choices)).some((deadline) => /5472/.test(deadline.rule.title));

  it('is listed for a foreign-owned C corporation or single-member LLC, and only then', () => {
    expect(has5472({ entity: 'c-corp', owners: 'foreign' })).toBe(true);
    expect(has5472({ entity: 'c-corp', owners: 'us' })).toBe(false);
    expect(has5472({ entity: 'single-member-llc', owners: 'foreign' })).toBe(true);
    expect(has5472({ entity: 'single-member-llc', owners: 'us' })).toBe(false);
  });

  it('comes with a pro forma Form 1120 and its extended date for a foreign-owned single-member LLC, which has no Form 1040', () => {
    const deadlines = deadlinesFor(company({ entity: 'single-member-llc', owners: 'foreign', year: 2026 }));
    expect(datesOf(deadlines, 'form-5472-pro-forma-1120')).toEqual(['2026-04-15']);
    expect(datesOf(deadlines, 'form-5472-pro-forma-1120-extended')).toEqual(['2026-10-15']);
    expect(deadlines.some((deadline) => deadline.rule.id.startsWith('form-1040'))).toBe(false);
    const domestic = deadlinesFor(company({ entity: 'single-member-llc', owners: 'us', year: 2026 }));
    expect(datesOf(domestic, 'form-1040')).toEqual(['2026-04-15']);
  });

  it('is not a partnership’s form: a foreign-owned multi-member LLC gets Forms 8804 and 8805 instead', () => {
    const deadlines = deadlinesFor(company({ entity: 'multi-member-llc', owners: 'foreign', year: 2026 }));
    expect(has5472({ entity: 'multi-member-llc', owners: 'foreign' })).toBe(false);
    expect(datesOf(deadlines, 'forms-8804-8805')).toEqual(['2026-03-16']);
  });
});

describe('Delaware and Wyoming', () => {
  const stateDeadlines = (choices: Partial<CalendarChoices>) =>
    listed(
      deadlinesFor(company({ year: 2027, ...choices })).filter(
        (deadline) => deadline.rule.authority === 'Delaware' || deadline.rule.authority === 'Wyoming',
      ),
    );

  it('gives a Delaware corporation the annual report and franchise tax on March 1, and no LLC tax', () => {
    expect(stateDeadlines({ entity: 'c-corp', state: 'delaware' })).toEqual(['2027-03-01 delaware-franchise-tax']);
  });

  it('gives a Delaware LLC, single- or multi-member, the $300 annual tax on June 1, and no franchise tax report', () => {
    expect(stateDeadlines({ entity: 'multi-member-llc', state: 'delaware' })).toEqual(['2027-06-01 delaware-llc-tax']);
    expect(stateDeadlines({ entity: 'single-member-llc', state: 'delaware' })).toEqual(['2027-06-01 delaware-llc-tax']);
  });

  it('gives a Wyoming company its annual report on the first day of the month it was formed in', () => {
    expect(stateDeadlines({ state: 'wyoming', formationMonth: 8 })).toEqual(['2027-08-01 wyoming-annual-report']);
    expect(stateDeadlines({ entity: 'multi-member-llc', state: 'wyoming', formationMonth: 1 })).toEqual([
      '2027-01-01 wyoming-annual-report',
    ]);
  });

  it('gives a company formed elsewhere no state deadline', () => {
    expect(stateDeadlines({ state: 'other' })).toEqual([]);
  });
});

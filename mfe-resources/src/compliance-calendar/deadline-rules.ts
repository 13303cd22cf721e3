/*
 * Every deadline the compliance calendar knows, with the official page it comes from and the day
 * that page was last checked against it (docs/product.md, "Compliance calendar"). A change of rule
 * is a change here; the code that turns these rules into dates (due-dates.ts) knows no form.
 */

import type { CompanyType, OwnerResidency } from '@staycompliant/contracts';

export const formationStates = ['delaware', 'wyoming', 'other'] as const;
export type FormationState = (typeof formationStates)[number];

export const formationStateLabels: Record<FormationState, string> = {
  delaware: 'Delaware',
  wyoming: 'Wyoming',
  other: 'Another state',
};

/** When a deadline falls on a weekend or a holiday. */
type DateShift =
  /** IRC §7503: the next day that is not a Saturday, Sunday or legal holiday (legal-holidays.ts). */
  | 'next-business-day'
  /** The authority names the date and no rule moves it: file by the business day before. */
  | 'none';

type DueDate =
  /** The `day` of the `month`th month after the tax year ends (Form 1120: the 15th day of the 4th month). */
  | {
      kind: 'after-tax-year-end';
      month: number;
      day: number;
      /** A different month for tax years ending in `fiscalYearEnd` that begin before `beginsBefore`. */
      exception?: { fiscalYearEnd: number; beginsBefore: string; month: number; citation: string };
    }
  /** The `day` of each of these months of the tax year, counted from its first month (estimated tax). */
  | { kind: 'in-tax-year'; months: readonly number[]; day: number }
  /** The same date every year. */
  | { kind: 'every-year'; month: number; day: number }
  /** The `day` of the month the company was formed in, every year. */
  | { kind: 'anniversary-month'; day: number };

export type Authority = 'IRS' | 'FinCEN' | 'Delaware' | 'Wyoming';

export interface Source {
  /** The page's title, as the page states it. */
  title: string;
  url: string;
  /** The day we last read the page against this rule (YYYY-MM-DD). */
  lastReviewed: string;
}

export interface DeadlineRule {
  /** Stable: part of the calendar file's event ids. */
  id: string;
  title: string;
  /** What is due, in a sentence a founder understands. */
  summary: string;
  authority: Authority;
  appliesTo: {
    entities: readonly CompanyType[];
    states?: readonly FormationState[];
    /** Only for companies with a foreign owner ('foreign') or without ('us'); either when left out. */
    owners?: OwnerResidency;
  };
  /** Whose tax year the due date counts from: the company's (its fiscal year) or the calendar year. */
  taxYear: 'company' | 'calendar';
  due: DueDate;
  shift: DateShift;
  /** For 'every-year' and 'anniversary-month' rules: what the filing covers; {previousYear} is the year before the deadline's. */
  covers?: string;
  source: Source;
}

const reviewed = '2026-11-25';

const sources = {
  form1120: {
    title: 'Instructions for Form 1120 (2025): When To File; Extension of Time To File; Estimated Tax Payments',
    url: 'https://www.irs.gov/instructions/i1120',
    lastReviewed: reviewed,
  },
  form7004: {
    title: 'Instructions for Form 7004: automatic extension of time to file business income tax returns',
    url: 'https://www.irs.gov/instructions/i7004',
    lastReviewed: reviewed,
  },
  form1065: {
    title: 'Instructions for Form 1065 (2025): When To File',
    url: 'https://www.irs.gov/instructions/i1065',
    lastReviewed: reviewed,
  },
  form5472: {
    title: 'Instructions for Form 5472: When and Where To File; foreign-owned U.S. disregarded entities; penalties',
    url: 'https://www.irs.gov/instructions/i5472',
    lastReviewed: reviewed,
  },
  form8804: {
    title: 'Instructions for Forms 8804, 8805 and 8813: When To File',
    url: 'https://www.irs.gov/instructions/i8804',
    lastReviewed: reviewed,
  },
  form1040: {
    title: 'IRS: When to file (individual returns) and Form 4868 extension',
    url: 'https://www.irs.gov/filing/individuals/when-to-file',
    lastReviewed: reviewed,
  },
  form1099: {
    title: 'Instructions for Forms 1099-MISC and 1099-NEC: When To File; Statements to Recipients',
    url: 'https://www.irs.gov/instructions/i1099mec',
    lastReviewed: reviewed,
  },
  fbar: {
    title: 'FinCEN: Report Foreign Bank and Financial Accounts (FBAR): due April 15, automatic extension to October 15',
    url: 'https://www.fincen.gov/report-foreign-bank-and-financial-accounts',
    lastReviewed: reviewed,
  },
  delawareCorporations: {
    title: 'Delaware Division of Corporations: Annual Report and Tax Information',
    url: 'https://corp.delaware.gov/paytaxes/',
    lastReviewed: reviewed,
  },
  delawareLlc: {
    title: 'Delaware Division of Corporations: LP, LLC and GP annual taxes',
    url: 'https://corp.delaware.gov/alt-entitytaxinstructions/',
    lastReviewed: reviewed,
  },
  wyoming: {
    title: 'Wyoming Secretary of State: Annual Reports (W.S. 17-16-1630, 17-29-209)',
    url: 'https://sos.wyo.gov/Business/AnnualReports.aspx',
    lastReviewed: reviewed,
  },
} satisfies Record<string, Source>;

/**
 * C corporations with a tax year ending June 30 keep the old 3rd-month due date for tax years that
 * begin before January 1, 2026: Surface Transportation and Veterans Health Care Choice Improvement
 * Act of 2015, Pub. L. 114-41, §2006(a)(3)(B), amending IRC §6072; the Form 1120 instructions say so
 * under "When To File".
 */
const june30Exception = {
  fiscalYearEnd: 6,
  beginsBefore: '2026-01-01',
  month: 3,
  citation: 'Pub. L. 114-41 §2006(a)(3)(B); IRC §6072(a)',
} as const;

export const deadlineRules: readonly DeadlineRule[] = [
  {
    id: 'form-1099-nec',
    title: 'Forms 1099-NEC to contractors and the IRS',
    summary:
      'A Form 1099-NEC for each contractor (non-employee) the company paid for services last year, to the contractor and to the IRS. No extension for the recipients’ copies.',
    authority: 'IRS',
    appliesTo: { entities: ['c-corp', 'multi-member-llc', 'single-member-llc'] },
    taxYear: 'calendar',
    due: { kind: 'every-year', month: 1, day: 31 },
    shift: 'next-business-day',
    covers: 'payments made in {previousYear}',
    source: sources.form1099,
  },
  {
    id: 'delaware-franchise-tax',
    title: 'Delaware annual franchise tax report and franchise tax',
    summary:
      'The annual report and franchise tax of a Delaware corporation, filed and paid online with the Division of Corporations. A late report costs a $200 penalty, and unpaid tax 1.5% interest a month.',
    authority: 'Delaware',
    appliesTo: { entities: ['c-corp'], states: ['delaware'] },
    taxYear: 'calendar',
    due: { kind: 'every-year', month: 3, day: 1 },
    shift: 'none',
    covers: 'the year {previousYear}',
    source: sources.delawareCorporations,
  },
  {
    id: 'form-1065',
    title: 'Form 1065 partnership return and Schedules K-1 (or Form 7004 to extend)',
    summary:
      'The LLC’s partnership return, with a Schedule K-1 to each member. Form 7004, filed by the same day, extends the return by 6 months.',
    authority: 'IRS',
    appliesTo: { entities: ['multi-member-llc'] },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 3, day: 15 },
    shift: 'next-business-day',
    source: sources.form1065,
  },
  {
    id: 'forms-8804-8805',
    title: 'Forms 8804 and 8805: tax withheld for foreign members (or Form 7004 to extend)',
    summary:
      'When the LLC has income effectively connected with a US business that is allocable to a foreign member, it reports the withholding tax on Form 8804 and gives each foreign member a Form 8805.',
    authority: 'IRS',
    appliesTo: { entities: ['multi-member-llc'], owners: 'foreign' },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 3, day: 15 },
    shift: 'next-business-day',
    source: sources.form8804,
  },
  {
    id: 'form-1120',
    title: 'Form 1120 corporate income tax return (or Form 7004 to extend)',
    summary:
      'The corporation’s federal income tax return, and any tax still owed. Form 7004, filed by the same day, extends the return (not the payment) by 6 months.',
    authority: 'IRS',
    appliesTo: { entities: ['c-corp'] },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 4, day: 15, exception: june30Exception },
    shift: 'next-business-day',
    source: sources.form1120,
  },
  {
    id: 'form-5472-with-1120',
    title: 'Form 5472, filed with Form 1120',
    summary:
      'A Form 5472 for each foreign owner of 25% or more, and each related party the corporation dealt with, attached to Form 1120 and extended with it. A missing or late Form 5472 costs $25,000 (IRC §6038A(d)).',
    authority: 'IRS',
    appliesTo: { entities: ['c-corp'], owners: 'foreign' },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 4, day: 15, exception: june30Exception },
    shift: 'next-business-day',
    source: sources.form5472,
  },
  {
    id: 'form-5472-pro-forma-1120',
    title: 'Form 5472 with a pro forma Form 1120 (or Form 7004 to extend)',
    summary:
      'A foreign-owned single-member LLC files Form 5472 with a pro forma Form 1120 for its dealings with its owner, even with no income. Form 7004 extends it by 6 months. A missing or late Form 5472 costs $25,000 (IRC §6038A(d)).',
    authority: 'IRS',
    appliesTo: { entities: ['single-member-llc'], owners: 'foreign' },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 4, day: 15 },
    shift: 'next-business-day',
    source: sources.form5472,
  },
  {
    id: 'form-1040',
    title: 'Owner’s Form 1040 with Schedule C (or Form 4868 to extend)',
    summary:
      'A single-member LLC owned by a US individual files no return of its own: its income goes on the owner’s Form 1040 (Schedule C). Form 4868 extends the return by 6 months.',
    authority: 'IRS',
    appliesTo: { entities: ['single-member-llc'], owners: 'us' },
    taxYear: 'calendar',
    due: { kind: 'after-tax-year-end', month: 4, day: 15 },
    shift: 'next-business-day',
    source: sources.form1040,
  },
  {
    id: 'fbar',
    title: 'FBAR (FinCEN Report 114)',
    summary:
      'When the company’s foreign financial accounts together held more than $10,000 at any time last year, it reports them to FinCEN. The extension to October 15 is automatic: no form to file.',
    authority: 'FinCEN',
    appliesTo: { entities: ['c-corp', 'multi-member-llc', 'single-member-llc'] },
    taxYear: 'calendar',
    due: { kind: 'every-year', month: 4, day: 15 },
    // 31 CFR 1010.306(c) names the dates; the IRS weekend rule (§7503) is tax law and does not reach them.
    shift: 'none',
    covers: 'accounts held in {previousYear}',
    source: sources.fbar,
  },
  {
    id: 'form-1120-estimated-tax',
    title: 'Corporate estimated tax payment',
    summary:
      'A quarter of the year’s expected income tax, paid through EFTPS (worked out on Form 1120-W, which is not filed). Underpaying costs a penalty (Form 2220).',
    authority: 'IRS',
    appliesTo: { entities: ['c-corp'] },
    taxYear: 'company',
    due: { kind: 'in-tax-year', months: [4, 6, 9, 12], day: 15 },
    shift: 'next-business-day',
    source: sources.form1120,
  },
  {
    id: 'delaware-llc-tax',
    title: 'Delaware LLC annual tax ($300)',
    summary:
      'A Delaware LLC pays a flat $300 annual tax; it files no annual report. Late payment costs a $200 penalty and 1.5% interest a month.',
    authority: 'Delaware',
    appliesTo: { entities: ['multi-member-llc', 'single-member-llc'], states: ['delaware'] },
    taxYear: 'calendar',
    due: { kind: 'every-year', month: 6, day: 1 },
    shift: 'none',
    covers: 'the year {previousYear}',
    source: sources.delawareLlc,
  },
  {
    id: 'wyoming-annual-report',
    title: 'Wyoming annual report and license tax',
    summary:
      'The annual report and license tax ($60, or two-tenths of a mill on Wyoming assets when that is more), due on the first day of the month the company was formed in, from the year after formation.',
    authority: 'Wyoming',
    appliesTo: { entities: ['c-corp', 'multi-member-llc', 'single-member-llc'], states: ['wyoming'] },
    taxYear: 'calendar',
    due: { kind: 'anniversary-month', day: 1 },
    shift: 'none',
    covers: 'the year ahead',
    source: sources.wyoming,
  },
  {
    id: 'form-1065-extended',
    title: 'Form 1065: extended deadline',
    summary: 'The last day to file Form 1065 and the Schedules K-1 when Form 7004 was filed on time.',
    authority: 'IRS',
    appliesTo: { entities: ['multi-member-llc'] },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 9, day: 15 },
    shift: 'next-business-day',
    source: sources.form7004,
  },
  {
    id: 'form-1120-extended',
    title: 'Form 1120: extended deadline',
    summary:
      'The last day to file Form 1120 (with any Form 5472) when Form 7004 was filed on time. A June 30 year end gets 7 months for tax years beginning before 2026, 6 after: both end on the 15th day of the 10th month.',
    authority: 'IRS',
    appliesTo: { entities: ['c-corp'] },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 10, day: 15 },
    shift: 'next-business-day',
    source: sources.form7004,
  },
  {
    id: 'form-5472-pro-forma-1120-extended',
    title: 'Form 5472 with pro forma Form 1120: extended deadline',
    summary: 'The last day to file Form 5472 and the pro forma Form 1120 when Form 7004 was filed on time.',
    authority: 'IRS',
    appliesTo: { entities: ['single-member-llc'], owners: 'foreign' },
    taxYear: 'company',
    due: { kind: 'after-tax-year-end', month: 10, day: 15 },
    shift: 'next-business-day',
    source: sources.form7004,
  },
  {
    id: 'form-1040-extended',
    title: 'Owner’s Form 1040: extended deadline',
    summary: 'The last day to file the owner’s Form 1040 when Form 4868 was filed on time.',
    authority: 'IRS',
    appliesTo: { entities: ['single-member-llc'], owners: 'us' },
    taxYear: 'calendar',
    due: { kind: 'after-tax-year-end', month: 10, day: 15 },
    shift: 'next-business-day',
    source: sources.form1040,
  },
  {
    id: 'fbar-extended',
    title: 'FBAR: extended deadline',
    summary: 'The FBAR’s automatic extension ends: the last day to file the report for last year.',
    authority: 'FinCEN',
    appliesTo: { entities: ['c-corp', 'multi-member-llc', 'single-member-llc'] },
    taxYear: 'calendar',
    due: { kind: 'every-year', month: 10, day: 15 },
    shift: 'none',
    covers: 'accounts held in {previousYear}',
    source: sources.fbar,
  },
];

/** How each authority treats a deadline that falls on a weekend or holiday, as the page explains it. */
export const dateShiftRules: readonly { authority: Authority; rule: string; source: Source }[] = [
  {
    authority: 'IRS',
    rule: 'A deadline on a Saturday, Sunday or legal holiday moves to the next business day. Legal holidays include those of the District of Columbia, such as DC Emancipation Day on April 16 (IRC §7503). A statewide holiday in the state where a return is filed can move it a day more; this calendar shows the date that holds everywhere.',
    source: {
      title: 'IRS Publication 509, Tax Calendars: "Saturday, Sunday, or legal holiday"',
      url: 'https://www.irs.gov/publications/p509',
      lastReviewed: reviewed,
    },
  },
  {
    authority: 'IRS',
    rule: 'The federal legal holidays, observed on the Friday before when they fall on a Saturday and on the Monday after when they fall on a Sunday (5 U.S.C. §6103).',
    source: {
      title: 'OPM: Federal holidays',
      url: 'https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/',
      lastReviewed: reviewed,
    },
  },
  {
    authority: 'IRS',
    rule: 'DC Emancipation Day, April 16, observed as the federal holidays are (D.C. Code §1-612.02).',
    source: {
      title: 'D.C. Code §1-612.02: legal holidays',
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/1-612.02',
      lastReviewed: reviewed,
    },
  },
  {
    authority: 'FinCEN',
    rule: 'The FBAR dates are set by the Bank Secrecy Act rules (31 CFR 1010.306(c)), not by tax law, and we found no rule there that moves them: we show April 15 and October 15 as they are. When one falls on a weekend, file before it.',
    source: sources.fbar,
  },
  {
    authority: 'Delaware',
    rule: 'Delaware’s law names March 1 (corporations) and June 1 (LLCs), and we found no rule that moves them; filing and payment are online every day. We show the dates as they are: when one falls on a weekend, file before it.',
    source: sources.delawareCorporations,
  },
  {
    authority: 'Wyoming',
    rule: 'Wyoming’s law names the first day of the anniversary month, and we found no rule that moves it. We show the date as it is: when it falls on a weekend, file before it.',
    source: sources.wyoming,
  },
];

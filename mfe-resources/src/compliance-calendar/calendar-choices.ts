import {
  type CompanyAnswers,
  companyTypes,
  complianceCalendarPath,
  ownerResidencies,
  withCurrentCompanySpelling,
} from '@staycompliant/contracts';
import { z } from 'zod/mini';
import { type FormationState, formationStates } from './deadline-rules';

/** The page's path (the shell's route table maps it to this remote). */
export const calendarPagePath = complianceCalendarPath;

/**
 * What the visitor tells the calendar about the company; all of it lives in the page's query string.
 * The company answers are spelled as the cost estimator spells them (packages/contracts, company-answers.ts).
 */
export interface CalendarChoices extends CompanyAnswers {
  state: FormationState;
  /** The month the company's tax year ends in, 1 to 12. */
  fiscalYearEnd: number;
  /** The month the company was formed in (Wyoming's annual report is due on its first day). */
  formationMonth: number;
  /** The calendar year whose deadlines are shown. */
  year: number;
}

/** The years offered around `thisYear`: last year, this year and the next two. */
export function yearChoices(thisYear: number): number[] {
  return [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
}

export function defaultChoices(thisYear: number): CalendarChoices {
  return { entity: 'c-corp', state: 'delaware', owners: 'us', fiscalYearEnd: 12, formationMonth: 1, year: thisYear };
}

const monthNumber = () => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12));

/** One query parameter each; a missing or unknown value is the default, never an error page. */
function choicesSchema(thisYear: number) {
  const defaults = defaultChoices(thisYear);
  const years = yearChoices(thisYear);
  return z.object({
    entity: z.catch(z.enum(companyTypes), defaults.entity),
    state: z.catch(z.enum(formationStates), defaults.state),
    owners: z.catch(z.enum(ownerResidencies), defaults.owners),
    fye: z.catch(monthNumber(), defaults.fiscalYearEnd),
    formed: z.catch(monthNumber(), defaults.formationMonth),
    year: z.catch(
      z.coerce.number().check(
        z.int(),
        z.refine((year) => years.includes(year)),
      ),
      defaults.year,
    ),
  });
}

/**
 * The choices a query string names, each unknown or missing one replaced by its default. A link shared
 * before the calendar and the estimator agreed on one spelling (`owner=foreign`) reads as today's.
 */
export function choicesFromSearch(search: URLSearchParams, thisYear: number): CalendarChoices {
  const params = withCurrentCompanySpelling(search);
  const single = (name: string) => params.get(name) ?? undefined;
  const parsed = choicesSchema(thisYear).parse({
    entity: single('entity'),
    state: single('state'),
    owners: single('owners'),
    fye: single('fye'),
    formed: single('formed'),
    year: single('year'),
  });
  return {
    entity: parsed.entity,
    state: parsed.state,
    owners: parsed.owners,
    fiscalYearEnd: parsed.fye,
    formationMonth: parsed.formed,
    year: parsed.year,
  };
}

/** The query string of `choices`: every choice, so a shared link shows the same calendar next year too. */
export function searchFromChoices(choices: CalendarChoices): URLSearchParams {
  const params = new URLSearchParams({
    entity: choices.entity,
    state: choices.state,
    owners: choices.owners,
    fye: String(choices.fiscalYearEnd),
    year: String(choices.year),
  });
  // Only Wyoming's deadline depends on the month of formation.
  if (choices.state === 'wyoming') params.set('formed', String(choices.formationMonth));
  return params;
}

export const sameChoices = (a: CalendarChoices, b: CalendarChoices) => searchFromChoices(a).toString() === searchFromChoices(b).toString();

import { z } from 'zod/mini';
import { type EntityType, entityTypes, type FormationState, formationStates } from './deadline-rules';

/** The page's path (the shell's route table maps it to this remote). */
export const calendarPagePath = '/resources/compliance-calendar';

/** What the visitor tells the calendar about the company; all of it lives in the page's query string. */
export interface CalendarChoices {
  entity: EntityType;
  state: FormationState;
  foreignOwned: boolean;
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
  return { entity: 'c-corp', state: 'delaware', foreignOwned: false, fiscalYearEnd: 12, formationMonth: 1, year: thisYear };
}

const monthNumber = () => z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12));

/** One query parameter each; a missing or unknown value is the default, never an error page. */
function choicesSchema(thisYear: number) {
  const defaults = defaultChoices(thisYear);
  const years = yearChoices(thisYear);
  return z.object({
    entity: z.catch(z.enum(entityTypes), defaults.entity),
    state: z.catch(z.enum(formationStates), defaults.state),
    owner: z.catch(z.enum(['us', 'foreign']), defaults.foreignOwned ? 'foreign' : 'us'),
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

/** The choices a query string names, each unknown or missing one replaced by its default. */
export function choicesFromSearch(params: URLSearchParams, thisYear: number): CalendarChoices {
  const single = (name: string) => params.get(name) ?? undefined;
  const parsed = choicesSchema(thisYear).parse({
    entity: single('entity'),
    state: single('state'),
    owner: single('owner'),
    fye: single('fye'),
    formed: single('formed'),
    year: single('year'),
  });
  return {
    entity: parsed.entity,
    state: parsed.state,
    foreignOwned: parsed.owner === 'foreign',
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
    owner: choices.foreignOwned ? 'foreign' : 'us',
    fye: String(choices.fiscalYearEnd),
    year: String(choices.year),
  });
  // Only Wyoming's deadline depends on the month of formation.
  if (choices.state === 'wyoming') params.set('formed', String(choices.formationMonth));
  return params;
}

export const sameChoices = (a: CalendarChoices, b: CalendarChoices) => searchFromChoices(a).toString() === searchFromChoices(b).toString();

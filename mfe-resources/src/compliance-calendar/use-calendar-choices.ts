import { useSearchParams } from '@staycompliant/router';
import { useCallback } from 'react';
import { type CalendarChoices, choicesFromSearch, searchFromChoices } from './calendar-choices';

/**
 * The choices live in the query string (docs/product.md, "Compliance calendar"), so the server renders
 * the calendar a shared link names. A change replaces the URL rather than adding a history entry for
 * each field: Back leaves the page, as it does after a form.
 */
export function useCalendarChoices(thisYear: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const choices = choicesFromSearch(searchParams, thisYear);
  const choose = useCallback((next: CalendarChoices) => setSearchParams(searchFromChoices(next), { replace: true }), [setSearchParams]);
  return [choices, choose] as const;
}

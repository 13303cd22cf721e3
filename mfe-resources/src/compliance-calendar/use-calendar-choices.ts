import { hasEarlierCompanySpelling, withCurrentCompanySpelling } from '@staycompliant/contracts';
import { useQueryState } from '@staycompliant/router';
import { useCallback, useEffect, useRef } from 'react';
import { type CalendarChoices, choicesFromSearch, searchFromChoices } from './calendar-choices';

/**
 * The choices live in the query string (docs/product.md, "Compliance calendar"), so the server renders
 * the calendar a shared link names; `useQueryState` holds them while the router applies each change,
 * so two changes in a row both count.
 *
 * A link in the spelling shared before the calendar and the estimator agreed on one (`owner=foreign`)
 * shows its calendar, and once live the URL is rewritten in today's spelling, unless a choice made
 * before the page was live (calendar-form.tsx) has already written it.
 */
export function useCalendarChoices(thisYear: number) {
  const read = useCallback((search: URLSearchParams) => choicesFromSearch(search, thisYear), [thisYear]);
  const [choices, update, searchParams, setSearchParams] = useQueryState<CalendarChoices>(read, searchFromChoices);
  const chosen = useRef(false);
  const choose = useCallback(
    (next: CalendarChoices) => {
      chosen.current = true;
      update(next);
    },
    [update],
  );
  useEffect(() => {
    if (!chosen.current && hasEarlierCompanySpelling(searchParams)) {
      setSearchParams(withCurrentCompanySpelling(searchParams), { replace: true });
    }
  }, [searchParams, setSearchParams]);
  return [choices, choose] as const;
}

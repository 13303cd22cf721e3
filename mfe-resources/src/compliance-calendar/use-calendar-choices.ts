import { hasEarlierCompanySpelling, withCurrentCompanySpelling } from '@staycompliant/contracts';
import { useSearchParams } from '@staycompliant/router';
import { useCallback, useEffect, useRef } from 'react';
import { type CalendarChoices, choicesFromSearch, searchFromChoices } from './calendar-choices';

/**
 * The choices live in the query string (docs/product.md, "Compliance calendar"), so the server renders
 * the calendar a shared link names. A change replaces the URL rather than adding a history entry for
 * each field: Back leaves the page, as it does after a form.
 *
 * A link in the spelling shared before the calendar and the estimator agreed on one (`owner=foreign`)
 * shows its calendar, and once live the URL is rewritten in today's spelling, unless a choice made
 * before the page was live (calendar-form.tsx) has already written it.
 */
export function useCalendarChoices(thisYear: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const choices = choicesFromSearch(searchParams, thisYear);
  const chosen = useRef(false);
  const choose = useCallback(
    (next: CalendarChoices) => {
      chosen.current = true;
      setSearchParams(searchFromChoices(next), { replace: true });
    },
    [setSearchParams],
  );
  useEffect(() => {
    if (!chosen.current && hasEarlierCompanySpelling(searchParams)) {
      setSearchParams(withCurrentCompanySpelling(searchParams), { replace: true });
    }
  }, [searchParams, setSearchParams]);
  return [choices, choose] as const;
}

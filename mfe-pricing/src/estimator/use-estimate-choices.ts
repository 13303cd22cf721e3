import { hasEarlierCompanySpelling, withCurrentCompanySpelling } from '@staycompliant/contracts';
import { useQueryState } from '@staycompliant/router';
import { useCallback, useEffect } from 'react';
import { choicesFromSearch, type EstimateChoices, searchFromChoices } from './estimate-choices';

export type UpdateChoices = (change: (choices: EstimateChoices) => EstimateChoices) => void;

/**
 * The estimator's choices, read from the query string (so the server renders a shared estimate) and
 * written back to it; `useQueryState` holds them while the router applies each change, so a native
 * radio or select does not flick back meanwhile.
 *
 * A link in the spelling shared before the calendar and the estimator agreed on one (`entity=llc-multi`)
 * shows its estimate, and once live the URL is rewritten in today's spelling, other parameters kept.
 */
export function useEstimateChoices(): [EstimateChoices, UpdateChoices] {
  const [choices, write, searchParams, setSearchParams] = useQueryState<EstimateChoices>(choicesFromSearch, searchFromChoices);
  useEffect(() => {
    if (hasEarlierCompanySpelling(searchParams)) setSearchParams(withCurrentCompanySpelling(searchParams), { replace: true });
  }, [searchParams, setSearchParams]);
  const update = useCallback<UpdateChoices>((change) => write(change(choices)), [choices, write]);
  return [choices, update];
}

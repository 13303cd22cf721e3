import { useSearchParams } from '@staycompliant/router';
import { useCallback, useMemo } from 'react';
import { choicesFromSearch, type EstimateChoices, searchFromChoices } from './estimate-choices';

export type UpdateChoices = (change: (choices: EstimateChoices) => EstimateChoices) => void;

/**
 * The estimator's choices, read from the query string (so the server renders a shared estimate) and
 * written back to it. Each change replaces the history entry: Back leaves the estimator rather than
 * stepping through every keystroke.
 */
export function useEstimateChoices(): [EstimateChoices, UpdateChoices] {
  const [searchParams, setSearchParams] = useSearchParams();
  const choices = useMemo(() => choicesFromSearch(searchParams), [searchParams]);
  const update = useCallback<UpdateChoices>(
    (change) => setSearchParams((current) => searchFromChoices(change(choicesFromSearch(current))), { replace: true }),
    [setSearchParams],
  );
  return [choices, update];
}

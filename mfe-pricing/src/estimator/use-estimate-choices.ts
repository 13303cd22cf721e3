import { hasEarlierCompanySpelling, withCurrentCompanySpelling } from '@staycompliant/contracts';
import { useSearchParams } from '@staycompliant/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { choicesFromSearch, type EstimateChoices, searchFromChoices } from './estimate-choices';

export type UpdateChoices = (change: (choices: EstimateChoices) => EstimateChoices) => void;

/**
 * The estimator's choices, read from the query string (so the server renders a shared estimate) and
 * written back to it. Each change replaces the history entry: Back leaves the estimator rather than
 * stepping through every keystroke.
 *
 * The router applies a new URL in a transition, after the event: a native radio or select bound to
 * the URL alone would flick back to its old value meanwhile. So the choices are also held here, set
 * at once, and taken from the URL again only when it changes from elsewhere (Back, a link).
 *
 * A link in the spelling shared before the calendar and the estimator agreed on one (`entity=llc-multi`)
 * shows its estimate, and once live the URL is rewritten in today's spelling, other parameters kept.
 */
export function useEstimateChoices(): [EstimateChoices, UpdateChoices] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [choices, setChoices] = useState(() => choicesFromSearch(searchParams));
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const written = useRef(new Set<string>());
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (!written.current.has(urlKey)) setChoices(choicesFromSearch(searchParams));
  }
  useEffect(() => {
    if (hasEarlierCompanySpelling(searchParams)) setSearchParams(withCurrentCompanySpelling(searchParams), { replace: true });
  }, [searchParams, setSearchParams]);
  const update = useCallback<UpdateChoices>(
    (change) => {
      const next = change(choices);
      const search = searchFromChoices(next);
      written.current.add(search.toString());
      setChoices(next);
      setSearchParams(search, { replace: true });
    },
    [choices, setSearchParams],
  );
  return [choices, update];
}

import { trackEvent } from '@staycompliant/analytics';
import { useCallback, useEffect, useRef } from 'react';
import type { FirstYearEstimate } from './first-year-estimate';
import type { UpdateChoices } from './use-estimate-choices';

/**
 * Records `estimate_made` once per visit of the estimator: the first time a choice of the visitor's
 * own gives an estimate with lines. An estimate opened from a shared link is not one the visitor made.
 * Returns the update to hand the form.
 */
export function useEstimateMadeSignal(update: UpdateChoices, estimate: FirstYearEstimate): UpdateChoices {
  const chosen = useRef(false);
  const reported = useRef(false);
  const visitorUpdate = useCallback<UpdateChoices>(
    (change) => {
      chosen.current = true;
      update(change);
    },
    [update],
  );
  useEffect(() => {
    if (!chosen.current || reported.current || estimate.lines.length === 0) return;
    reported.current = true;
    trackEvent('estimate_made');
  }, [estimate]);
  return visitorUpdate;
}

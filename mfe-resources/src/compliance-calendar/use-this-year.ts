import { useSyncExternalStore } from 'react';

/** The page's root carries the year it was rendered with, so the browser hydrates with the server's year. */
export const thisYearAttribute = 'data-calendar-this-year';

const clockYear = () => new Date().getUTCFullYear();

/** The year in the server's HTML: a page rendered on December 31 may be served and hydrated on January 1. */
function yearInServerHtml(): number {
  if (typeof document === 'undefined') return clockYear();
  const rendered = Number(document.querySelector(`[${thisYearAttribute}]`)?.getAttribute(thisYearAttribute));
  return Number.isInteger(rendered) && rendered > 0 ? rendered : clockYear();
}

const subscribeToNothing = () => () => {};

/**
 * "This year", from which the default year and the years offered follow. Hydration uses the year the
 * server rendered, so the first render matches its HTML; right after, React renders again with the
 * browser's year if it differs.
 */
export function useThisYear(): number {
  return useSyncExternalStore(subscribeToNothing, clockYear, yearInServerHtml);
}

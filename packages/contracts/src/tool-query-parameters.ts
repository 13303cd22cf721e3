/** The earlier spelling of a company answer that shared links still carry (company-answers.ts). */
const earlierSpellings = ['owner'] as const;

/**
 * The query parameters of a shared estimate (`/pricing/estimate`): the estimator's answers
 * (mfe-pricing's `estimate-choices.ts` reads exactly these). The shell's route table declares them,
 * so the site server renders and caches the estimator for these parameters alone.
 */
export const estimateQueryParameters = [
  'entity',
  'owners',
  'inc',
  'legal',
  'acct',
  'web3',
  'tax',
  'states',
  'f1099',
  'f5472',
  'fbar',
  'fsmllc',
  ...earlierSpellings,
] as const;

/** The query parameters of a shared compliance calendar (mfe-resources' `calendar-choices.ts`), likewise. */
export const complianceCalendarQueryParameters = ['entity', 'state', 'owners', 'fye', 'formed', 'year', ...earlierSpellings] as const;

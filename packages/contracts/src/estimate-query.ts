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
] as const;

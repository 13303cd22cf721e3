import { companyTypeSpellings, ownerResidencies } from './company-answers';
import type { QueryParameter } from './query-parameters.mjs';

// The values each tool's page accepts in its query string, as the shell's route table declares them
// (the rule that applies them is query-parameters.mjs): the site server renders and caches a page
// for these alone, and any other value gives the page without it, which is what the page shows for it.

const yesNo = ['yes', 'no'] as const;

/** The pricing page's tabs (mfe-pricing's visible price list tabs, whose test holds them equal). */
export const pricingTabIds = ['incorporation', 'legal', 'accounting', 'taxes', 'web3'] as const;

/** `/pricing?tab=`: the tab shown. */
export const pricingQueryParameters = [{ name: 'tab', values: pricingTabIds }] as const satisfies readonly QueryParameter[];

/** `/resources?shown=`: how many articles show, in whole pages of six, at most a hundred pages (mfe-resources' PagedArticles). */
export const resourcesQueryParameters = [
  { name: 'shown', integers: { min: 6, max: 600, step: 6 } },
] as const satisfies readonly QueryParameter[];

/** The company answers both tools read, with the earlier spelling of `owners` that shared links still carry (company-answers.ts). */
const companyAnswerParameters = [
  { name: 'entity', values: companyTypeSpellings },
  { name: 'owners', values: ownerResidencies },
  { name: 'owner', values: ownerResidencies },
] as const satisfies readonly QueryParameter[];

/**
 * A shared estimate (`/pricing/estimate`): the estimator's answers as mfe-pricing's
 * `estimate-choices.ts` reads them (its tests hold these equal): the plans by service, the tax
 * filing, the counts of the tax extras and the foreign single-member LLC filing.
 */
export const estimateQueryDeclaration = [
  ...companyAnswerParameters,
  { name: 'inc', values: ['none', 'basic', 'enterprise'] },
  { name: 'legal', values: ['none', 'basic', 'pro', 'enterprise'] },
  { name: 'acct', values: ['none', 'basic', 'pro', 'enterprise'] },
  { name: 'web3', values: ['none', 'basic', 'pro', 'enterprise'] },
  { name: 'tax', values: yesNo },
  { name: 'states', integers: { min: 0, max: 49 } },
  { name: 'f1099', integers: { min: 0, max: 999 } },
  { name: 'f5472', integers: { min: 0, max: 99 } },
  { name: 'fbar', integers: { min: 0, max: 99 } },
  { name: 'fsmllc', values: yesNo },
] as const satisfies readonly QueryParameter[];

/** The names of a shared estimate's query parameters (mfe-pricing's `estimate-choices.ts` reads exactly these). */
export const estimateQueryParameters: readonly string[] = estimateQueryDeclaration.map(({ name }) => name);

/**
 * A shared compliance calendar (mfe-resources' `calendar-choices.ts`, whose tests hold these
 * equal): the formation state, the months of the fiscal year end and of formation, and the year,
 * which the calendar offers from last year to two years ahead (a wider range here, as routes.json
 * is written once per build).
 */
export const complianceCalendarQueryDeclaration = [
  ...companyAnswerParameters,
  { name: 'state', values: ['delaware', 'wyoming', 'other'] },
  { name: 'fye', integers: { min: 1, max: 12 } },
  { name: 'formed', integers: { min: 1, max: 12 } },
  { name: 'year', integers: { min: 2000, max: 2100 } },
] as const satisfies readonly QueryParameter[];

/** The names of a shared compliance calendar's query parameters. */
export const complianceCalendarQueryParameters: readonly string[] = complianceCalendarQueryDeclaration.map(({ name }) => name);

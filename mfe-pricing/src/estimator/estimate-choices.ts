import {
  type CompanyAnswers,
  type CompanyType,
  companyTypes,
  type OwnerResidency,
  ownerResidencies,
  withCurrentCompanySpelling,
} from '@staycompliant/contracts';
import * as z from 'zod/mini';
import type { PlanTitle } from '../content/pricing-plans';
import { type CountedExtraId, countedExtras, type PlanChoice, type PlanServiceId, planServices } from './estimator-services';

/**
 * Everything a founder chooses in the estimator; it lives in the page's query string. The company
 * answers are spelled as the compliance calendar spells them (packages/contracts, company-answers.ts).
 */
export interface EstimateChoices extends CompanyAnswers {
  plans: Record<PlanServiceId, PlanChoice>;
  taxFiling: boolean;
  /** Counts of the tax extras. Form 5472 is unset until chosen: then it follows the owners. */
  counts: Record<Exclude<CountedExtraId, 'form-5472'>, number> & { 'form-5472'?: number };
  foreignLlcFiling: boolean;
}

/** A typical first year: a single-member LLC with US owners, formed and filing its return. */
export const defaultChoices: EstimateChoices = {
  entity: 'single-member-llc',
  owners: 'us',
  plans: { incorporation: 'Basic', legal: 'none', accounting: 'none', web3: 'none' },
  taxFiling: true,
  counts: { 'additional-state': 0, 'form-1099': 0, fbar: 0 },
  foreignLlcFiling: false,
};

/** Form 5472 is pre-selected (one foreign party) when the owners are foreign, until the founder sets it. */
export function form5472Count(choices: EstimateChoices): number {
  return choices.counts['form-5472'] ?? (choices.owners === 'foreign' ? 1 : 0);
}

const planParam = (title: PlanChoice) => title.toLowerCase();
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** One query value: anything missing, unknown or out of range is the default, never an error. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => z.catch(z.enum(values), fallback);
const count = (max: number) => z.catch(z.optional(z.coerce.number().check(z.minimum(0), z.maximum(max), z.multipleOf(1))), undefined);

const planSchema = (plans: readonly PlanTitle[], fallback: PlanChoice) => {
  const values = ['none', ...plans.map(planParam)] as [string, ...string[]];
  return z.pipe(
    oneOf(values, planParam(fallback)),
    z.transform((value: string): PlanChoice => (value === 'none' ? 'none' : plans.find((plan) => planParam(plan) === value)!)),
  );
};

const queryShape: Record<string, z.ZodMiniType> = {
  entity: oneOf(companyTypes, defaultChoices.entity),
  owners: oneOf(ownerResidencies, defaultChoices.owners),
  ...Object.fromEntries(planServices.map((service) => [service.param, planSchema(service.plans, defaultChoices.plans[service.id])])),
  tax: oneOf(['yes', 'no'], yesNo(defaultChoices.taxFiling)),
  ...Object.fromEntries(countedExtras.map((extra) => [extra.param, count(extra.max)])),
  fsmllc: oneOf(['yes', 'no'], yesNo(defaultChoices.foreignLlcFiling)),
};
const querySchema = z.object(queryShape);
/** The query parameters the estimator reads; the contract's `estimateQueryParameters` must name the same. */
export const estimateQueryKeys = Object.keys(queryShape);

/**
 * The choices a query string holds; a bad or hand-edited value falls back to its default. A link
 * shared before the tools agreed on one spelling (`entity=llc-multi`) reads as today's.
 */
export function choicesFromSearch(search: URLSearchParams): EstimateChoices {
  const query: Record<string, unknown> = querySchema.parse(Object.fromEntries(withCurrentCompanySpelling(search)));
  const countOf = (param: string) => query[param] as number | undefined;
  const counts = Object.fromEntries(
    countedExtras.map((extra) => [extra.id, countOf(extra.param) ?? (extra.id === 'form-5472' ? undefined : 0)]),
  ) as EstimateChoices['counts'];
  if (counts['form-5472'] === undefined) delete counts['form-5472'];
  return {
    entity: query.entity as CompanyType,
    owners: query.owners as OwnerResidency,
    plans: Object.fromEntries(planServices.map((service) => [service.id, query[service.param] as PlanChoice])) as EstimateChoices['plans'],
    taxFiling: query.tax === 'yes',
    counts,
    foreignLlcFiling: query.fsmllc === 'yes',
  };
}

/** The shortest query for the choices: defaults are left out, so a shared link stays readable. */
export function searchFromChoices(choices: EstimateChoices): URLSearchParams {
  const search = new URLSearchParams();
  const put = (param: string, value: string, fallback: string) => {
    if (value !== fallback) search.set(param, value);
  };
  put('entity', choices.entity, defaultChoices.entity);
  put('owners', choices.owners, defaultChoices.owners);
  for (const service of planServices) put(service.param, planParam(choices.plans[service.id]), planParam(defaultChoices.plans[service.id]));
  put('tax', yesNo(choices.taxFiling), yesNo(defaultChoices.taxFiling));
  for (const extra of countedExtras) {
    const value = choices.counts[extra.id];
    if (value !== undefined) put(extra.param, String(value), extra.id === 'form-5472' ? '' : '0');
  }
  put('fsmllc', yesNo(choices.foreignLlcFiling), yesNo(defaultChoices.foreignLlcFiling));
  return search;
}

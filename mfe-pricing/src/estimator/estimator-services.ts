import type { CompanyType } from '@staycompliant/contracts';
import type { PlanTitle, PricingTabId } from '../content/pricing-plans';

/**
 * The services chosen by plan, each priced from its tab of the price list. Incorporation offers
 * formation (Basic) and the tailored Enterprise plan: its Pro plan is a closure, not a first-year cost.
 */
export const planServices = [
  { id: 'incorporation', tabId: 'incorporation', param: 'inc', name: 'Incorporation', plans: ['Basic', 'Enterprise'] },
  { id: 'legal', tabId: 'legal', param: 'legal', name: 'Legal plan', plans: ['Basic', 'Pro', 'Enterprise'] },
  { id: 'accounting', tabId: 'accounting', param: 'acct', name: 'Accounting plan', plans: ['Basic', 'Pro', 'Enterprise'] },
  { id: 'web3', tabId: 'web3', param: 'web3', name: 'Web3 accounting', plans: ['Basic', 'Pro', 'Enterprise'] },
] as const satisfies ReadonlyArray<{ id: string; tabId: PricingTabId; param: string; name: string; plans: readonly PlanTitle[] }>;

export type PlanService = (typeof planServices)[number];
export type PlanServiceId = PlanService['id'];
/** A plan's title, or 'none' when the service is not wanted. */
export type PlanChoice = PlanTitle | 'none';

/** The tax plan follows the entity: an LLC's return is the Basic plan, a C corporation's the Pro. */
export const taxPlanFor: Record<CompanyType, PlanTitle> = { 'single-member-llc': 'Basic', 'multi-member-llc': 'Basic', 'c-corp': 'Pro' };

/** The taxes tab's extras a founder can count, by their id in the price list. */
export const countedExtras = [
  { id: 'additional-state', param: 'states', name: 'Additional states', max: 49 },
  { id: 'form-1099', param: 'f1099', name: 'Forms 1099', max: 999 },
  { id: 'form-5472', param: 'f5472', name: 'Forms 5472', max: 99 },
  { id: 'fbar', param: 'fbar', name: 'FBAR reports', max: 99 },
] as const;
type CountedExtra = (typeof countedExtras)[number];
export type CountedExtraId = CountedExtra['id'];

/** A yes-or-no extra: only a single-member LLC with foreign owners files it. */
export const foreignLlcExtraId = 'foreign-single-member-llc';

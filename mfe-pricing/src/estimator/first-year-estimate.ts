import type { ServiceId } from '@staycompliant/contracts';
import { isStartingPrice, normalisePlanTitle, type PlanPriceDisplay, planPriceDisplay, priceFigure } from '../content/plan-display';
import {
  type BillingNote,
  type PlanTitle,
  type PricingExtra,
  type PricingPlan,
  type PricingTab,
  type PricingTabId,
  pricingTabs,
} from '../content/pricing-plans';
import { type EstimateChoices, form5472Count } from './estimate-choices';
import { countedExtras, foreignLlcExtraId, planServices, taxPlanFor } from './estimator-services';

/** One priced item of an estimate, with the price exactly as the price tabs show it. */
export interface EstimateLine {
  key: string;
  /** The service it belongs to, ticked in the enquiry. */
  service: ServiceId;
  name: string;
  /** The plan or the count, e.g. 'Basic' or '× 3'. */
  detail: string;
  /** The price list's text for one unit ('Starts from $219'), and its display as the tabs show it. */
  listPrice: string;
  price: PlanPriceDisplay;
  unitAmount: number;
  /** Units counted in the first year and in each year after (12 for a monthly plan, 0 after a one-off). */
  firstYearUnits: number;
  laterYearUnits: number;
  firstYear: number;
  laterYears: number;
  startsFrom: boolean;
}

/** A plan priced 'Custom': listed as Tailored Pricing, outside the total. */
interface TailoredLine {
  key: string;
  service: ServiceId;
  name: string;
  detail: PlanTitle;
}

export interface FirstYearEstimate {
  lines: EstimateLine[];
  tailored: TailoredLine[];
  firstYearTotal: number;
  laterYearsTotal: number;
  /** True when any line is a starting price: the totals then read 'from'. */
  startsFrom: boolean;
  /** The services of the estimate, priced or tailored, in the price list's order. */
  services: ServiceId[];
}

/** How many units of a price a year counts: monthly plans 12, a one-off fee only in the first year. */
const unitsPerYear: Record<BillingNote, { first: number; later: number }> = {
  'per month': { first: 12, later: 12 },
  'per year': { first: 1, later: 1 },
  // A legal plan's billing cycle is agreed on the call; the estimate counts one cycle a year.
  'per billing cycle': { first: 1, later: 1 },
  flat: { first: 1, later: 0 },
};

function tabById(id: PricingTabId): PricingTab {
  return pricingTabs.find((tab) => tab.id === id)!;
}

export function planOf(tabId: PricingTabId, title: PlanTitle): PricingPlan {
  const plan = tabById(tabId).plans.find((candidate) => normalisePlanTitle(candidate.title) === title);
  if (!plan) throw new Error(`The price list has no ${title} plan on the ${tabId} tab`);
  return plan;
}

export function taxExtra(id: string): PricingExtra {
  const extra = tabById('taxes').extras?.find((candidate) => candidate.id === id);
  if (!extra) throw new Error(`The price list has no tax extra "${id}"`);
  return extra;
}

/** Whether the foreign single-member LLC filing applies: a single-member LLC with foreign owners. */
export function foreignLlcFilingApplies(choices: Pick<EstimateChoices, 'entity' | 'owners'>): boolean {
  return choices.entity === 'single-member-llc' && choices.owners === 'foreign';
}

interface LineSource {
  key: string;
  service: ServiceId;
  name: string;
  detail: string;
  listPrice: string;
  billing: BillingNote | undefined;
  /** What one unit is, as the price list says it ('per state'); the billing note otherwise. */
  unit?: string;
  quantity: number;
}

function pricedLine({ key, service, name, detail, listPrice, billing, unit, quantity }: LineSource): EstimateLine | undefined {
  const unitAmount = priceFigure(listPrice);
  if (unitAmount === undefined) return undefined;
  const units = unitsPerYear[billing ?? 'flat'];
  const display = planPriceDisplay({ price: listPrice, billing });
  return {
    key,
    service,
    name,
    detail,
    listPrice,
    price: unit ? { ...display, note: unit } : display,
    unitAmount,
    firstYearUnits: units.first * quantity,
    laterYearUnits: units.later * quantity,
    firstYear: unitAmount * units.first * quantity,
    laterYears: unitAmount * units.later * quantity,
    startsFrom: isStartingPrice(listPrice),
  };
}

/** The first-year and later-year cost of the choices, every figure taken from the price list. */
export function firstYearEstimate(choices: EstimateChoices): FirstYearEstimate {
  const lines: EstimateLine[] = [];
  const tailored: TailoredLine[] = [];

  for (const service of planServices) {
    const title = choices.plans[service.id];
    if (title === 'none') continue;
    const tab = tabById(service.tabId);
    const plan = planOf(service.tabId, title);
    const line = pricedLine({
      key: service.id,
      service: tab.service,
      name: service.name,
      detail: title,
      listPrice: plan.price,
      billing: plan.billing,
      quantity: 1,
    });
    if (line) lines.push(line);
    else tailored.push({ key: service.id, service: tab.service, name: service.name, detail: title });
  }

  if (choices.taxFiling) {
    const title = taxPlanFor[choices.entity];
    const plan = planOf('taxes', title);
    const detail = choices.entity === 'c-corp' ? 'C corporation return' : 'LLC return';
    const line = pricedLine({
      key: 'taxes',
      service: 'taxes',
      name: 'Tax filing',
      detail,
      listPrice: plan.price,
      billing: plan.billing,
      quantity: 1,
    });
    if (line) lines.push(line);

    for (const counted of countedExtras) {
      const quantity = counted.id === 'form-5472' ? form5472Count(choices) : choices.counts[counted.id];
      if (quantity <= 0) continue;
      const extra = taxExtra(counted.id);
      const extraLine = pricedLine({
        key: counted.id,
        service: 'taxes',
        name: counted.name,
        detail: `× ${quantity}`,
        listPrice: extra.price,
        billing: 'per year',
        unit: extra.unit,
        quantity,
      });
      if (extraLine) lines.push(extraLine);
    }
    if (choices.foreignLlcFiling && foreignLlcFilingApplies(choices)) {
      const extra = taxExtra(foreignLlcExtraId);
      const extraLine = pricedLine({
        key: foreignLlcExtraId,
        service: 'taxes',
        name: 'Foreign single-member LLC filing',
        detail: 'Yearly',
        listPrice: extra.price,
        billing: 'per year',
        quantity: 1,
      });
      if (extraLine) lines.push(extraLine);
    }
  }

  const sum = (pick: (line: EstimateLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const chosen = new Set<ServiceId>([...lines, ...tailored].map((line) => line.service));
  return {
    lines,
    tailored,
    firstYearTotal: sum((line) => line.firstYear),
    laterYearsTotal: sum((line) => line.laterYears),
    startsFrom: lines.some((line) => line.startsFrom),
    services: pricingTabs.map((tab) => tab.service).filter((service) => chosen.has(service)),
  };
}

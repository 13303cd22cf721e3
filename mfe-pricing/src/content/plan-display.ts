import { customPrice, type PlanTitle, type PricingPlan } from './pricing-plans';

const titlePatterns: ReadonlyArray<readonly [RegExp, PlanTitle]> = [
  [/^basic$/, 'Basic'],
  [/^(pro|professional)$/, 'Pro'],
  [/^enterprise$/, 'Enterprise'],
];

/**
 * The card title for a plan as the copy names it: 'basic plan', 'PRO' and 'Enterprise Plan' read
 * as Basic, Pro and Enterprise. A title that is none of them is a mistake in the price list.
 */
export function normalisePlanTitle(title: string): PlanTitle {
  const key = title
    .trim()
    .toLowerCase()
    .replace(/\s+plan$/, '')
    .trim();
  const match = titlePatterns.find(([pattern]) => pattern.test(key));
  if (!match) throw new Error(`Unknown plan title "${title}": expected Basic, Pro or Enterprise`);
  return match[1];
}

export interface PlanPriceDisplay {
  /** The small text before the price, e.g. 'Starts from'. */
  prefix?: string;
  /** The large text: the price, or 'Tailored Pricing'. */
  amount: string;
  /** The small text beside it: the billing note, or 'as per requirements'. */
  note?: string;
}

export function planPriceDisplay(plan: Pick<PricingPlan, 'price' | 'billing'>): PlanPriceDisplay {
  if (plan.price.trim().toLowerCase() === customPrice.toLowerCase()) {
    return { amount: 'Tailored Pricing', note: 'as per requirements' };
  }
  const [, prefix, amount] = /^(?:((?:starts )?from)\s+)?(.*)$/i.exec(plan.price.trim())!;
  return { prefix, amount: amount ?? plan.price, note: plan.billing };
}

/** Whether a price is a starting price ('Starts from $219', 'from $550'): totals built on it are too. */
export function isStartingPrice(price: string): boolean {
  return planPriceDisplay({ price }).prefix !== undefined;
}

/**
 * The dollar figure of a single price ('$449' → 449, 'Starts from $1,349' → 1349), as the price
 * tabs show it. A custom price or a range ('$500–1500') has none: it cannot be added up.
 */
export function priceFigure(price: string): number | undefined {
  const { amount } = planPriceDisplay({ price });
  const match = /^\$(\d{1,3}(?:,\d{3})+|\d+)$/.exec(amount.trim());
  return match ? Number(match[1]!.replaceAll(',', '')) : undefined;
}

/**
 * A sum of the price list's figures, in whole dollars with thousands grouped ('$2,628'), written by
 * hand: an `Intl.NumberFormat` would load ICU's data on the main thread for one comma.
 */
export function formatDollars(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}$${digits}`;
}

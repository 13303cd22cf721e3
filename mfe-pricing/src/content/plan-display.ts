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

import { icons } from '@staycompliant/ui';
import { controlClassName, Label } from '@staycompliant/ui/forms';
import { useId } from 'react';
import { planPriceDisplay } from '../content/plan-display';
import type { PlanTitle } from '../content/pricing-plans';
import { estimatorCopy as copy } from './estimator-copy';
import type { PlanChoice, PlanService } from './estimator-services';
import { planOf } from './first-year-estimate';

/** 'Basic: from $219 per month', 'Enterprise: Tailored Pricing': the tab's price, short enough for a phone's select. */
export function planOptionLabel(service: PlanService, title: PlanTitle): string {
  const { prefix, amount, note } = planPriceDisplay(planOf(service.tabId, title));
  const price = amount === 'Tailored Pricing' ? amount : [prefix && 'from', amount, note].filter(Boolean).join(' ');
  return `${title}: ${price}`;
}

/** One service's plan, or none: a native select, which works on every phone and before scripts run. */
export function PlanSelect({
  service,
  value,
  onChange,
}: {
  service: PlanService;
  value: PlanChoice;
  onChange: (plan: PlanChoice) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{service.name}</Label>
      <div className="relative">
        <select
          id={id}
          name={service.param}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as PlanChoice)}
          className={`${controlClassName} h-11 appearance-none pr-10`}
        >
          <option value="none">{copy.noPlan}</option>
          {service.plans.map((title) => (
            <option key={title} value={title}>
              {planOptionLabel(service, title)}
            </option>
          ))}
        </select>
        <icons.ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

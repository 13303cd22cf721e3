import { FormField, NativeSelect, NativeSelectOption } from '@staycompliant/ui/forms';
import { planPriceDisplay } from '../content/plan-display';
import type { PlanTitle } from '../content/pricing-plans';
import { estimatorCopy as copy } from './estimator-copy';
import type { PlanChoice, PlanService } from './estimator-services';
import { planOf } from './first-year-estimate';

/** 'Basic: from $219 per month', 'Enterprise: Tailored Pricing': the tab's price, short enough for a phone's select. */
function planOptionLabel(service: PlanService, title: PlanTitle): string {
  const { prefix, amount, note } = planPriceDisplay(planOf(service.tabId, title));
  const price = amount === 'Tailored Pricing' ? amount : [prefix && 'from', amount, note].filter(Boolean).join(' ');
  return `${title}: ${price}`;
}

/** One service's plan, or none: the kit's native select, which works on every phone and before scripts run. */
export function PlanSelect({
  service,
  value,
  onChange,
}: {
  service: PlanService;
  value: PlanChoice;
  onChange: (plan: PlanChoice) => void;
}) {
  return (
    <FormField label={service.name} className="min-w-0">
      <NativeSelect name={service.param} value={value} onChange={(event) => onChange(event.currentTarget.value as PlanChoice)}>
        <NativeSelectOption value="none">{copy.noPlan}</NativeSelectOption>
        {service.plans.map((title) => (
          <NativeSelectOption key={title} value={title}>
            {planOptionLabel(service, title)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}

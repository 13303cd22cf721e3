import { useId } from 'react';
import type { PricingExtra } from '../content/pricing-plans';

/** Add-ons priced per item: a label and its price on one row, wrapping cleanly on a phone. */
export function PlanExtras({ extras }: { extras: readonly PricingExtra[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-border bg-surface p-6 shadow-card">
      <h3 id={titleId} className="text-xl font-semibold text-navy-900">
        Extras
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">Added to your plan when your company needs them.</p>
      <dl className="mt-4 grid md:grid-cols-2 md:gap-x-10">
        {extras.map((extra) => (
          <div key={extra.id} data-slot="plan-extra" className="flex items-baseline justify-between gap-4 border-b border-border py-3">
            <dt className="min-w-0 font-medium text-foreground">{extra.label}</dt>
            <dd className="shrink-0 text-right">
              <span className="font-semibold whitespace-nowrap text-navy-900">{extra.price}</span>
              {extra.unit && ' '}
              {extra.unit && <span className="block text-sm text-muted-foreground">{extra.unit}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

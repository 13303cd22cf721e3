import { type ServiceId, serviceById } from '@staycompliant/contracts';
import { bookingUrl } from '@staycompliant/site-config';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, ExternalLink, icons } from '@staycompliant/ui';
import { useId } from 'react';
import { normalisePlanTitle, planPriceDisplay } from '../content/plan-display';
import type { PricingPlan } from '../content/pricing-plans';

export function PlanCard({ plan, service }: { plan: PricingPlan; service: ServiceId }) {
  const titleId = useId();
  const title = normalisePlanTitle(plan.title);
  const price = planPriceDisplay(plan);
  return (
    <Card asChild className="h-full">
      <article aria-labelledby={titleId} data-plan={title}>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{plan.description}</CardDescription>
        </CardHeader>
        <div data-slot="plan-price" className="flex flex-col gap-1 border-y border-border py-4">
          {price.prefix && <span className="text-sm font-medium text-muted-foreground">{price.prefix}</span>}
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-bold tracking-tight text-navy-900">{price.amount}</span>
            {price.note && <span className="text-sm text-muted-foreground">{price.note}</span>}
          </p>
          {plan.priceNote && <span className="text-sm text-muted-foreground">{plan.priceNote}</span>}
        </div>
        <CardContent>
          <ul aria-label={`${title} plan includes`} className="flex flex-col gap-2.5">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2.5 text-sm text-foreground">
                <icons.CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button asChild className="w-full">
            <ExternalLink href={bookingUrl(serviceById(service).bookingKey)} look="bare">
              Get started<span className="sr-only"> with the {title} plan</span>
            </ExternalLink>
          </Button>
        </CardFooter>
      </article>
    </Card>
  );
}

import type { ServiceId } from '@staycompliant/contracts';
import { Link } from '@staycompliant/router';
import { Button, Card, CardDescription, CardTitle, ExternalLink, icons } from '@staycompliant/ui';
import type { ServiceContent } from '../content/services';

/** Pricing tabs by service; the CFO tab is hidden on the pricing page, so it gets the page itself. */
const pricingTabByService: Partial<Record<ServiceId, string>> = {
  incorporation: 'incorporation',
  legal: 'legal',
  accounting: 'accounting',
  taxes: 'taxes',
  crypto: 'web3',
};

export function ServiceAtAGlance({ service, bookingHref }: { service: ServiceContent; bookingHref: string }) {
  const pricingTab = pricingTabByService[service.id];
  return (
    <Card asChild gap={5} tone="muted">
      <aside aria-labelledby="at-a-glance-title">
        <CardTitle id="at-a-glance-title" size="sm">
          At a glance
        </CardTitle>
        <ul className="grid gap-3 text-sm">
          {service.groups.map((group) => (
            <li key={group.title} className="flex gap-2.5 text-navy-900">
              <icons.Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {group.title}
            </li>
          ))}
        </ul>
        <CardDescription className="text-sm">Scope and price are agreed after a first call, before any work starts.</CardDescription>
        <div className="flex flex-col gap-2">
          <Button asChild>
            <ExternalLink href={bookingHref} look="bare">
              <icons.Calendar aria-hidden="true" />
              Book a call
            </ExternalLink>
          </Button>
          <Button asChild variant="ghost">
            <Link to={pricingTab ? `/pricing?tab=${pricingTab}` : '/pricing'}>See pricing</Link>
          </Button>
        </div>
      </aside>
    </Card>
  );
}

import { openContactDialog } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { Button, Container, ExternalLink, Section } from '@staycompliant/ui';
import { pricingCallToAction as copy } from '../content/pricing-copy';

export function PricingCallToAction() {
  return (
    <Section tone="navy" spacing="compact" aria-labelledby="pricing-cta-title">
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="pricing-cta-title" className="text-2xl font-bold text-balance text-white md:text-3xl">
            {copy.title(siteConfig.brand.name)}
          </h2>
          <p className="text-navy-100">{copy.description}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <ExternalLink href={siteConfig.consultationUrl} look="bare">
              {copy.consultationLabel}
            </ExternalLink>
          </Button>
          <Button variant="inverted" size="lg" onClick={() => openContactDialog()}>
            {copy.contactLabel}
          </Button>
        </div>
      </Container>
    </Section>
  );
}

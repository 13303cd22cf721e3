import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { EstimatorLink } from '../components/estimator-link';
import { PricingCallToAction } from '../components/pricing-call-to-action';
import { PricingFaq } from '../components/pricing-faq';
import { PricingTabs } from '../components/pricing-tabs';
import { pricingHeader } from '../content/pricing-copy';

export function PricingPage() {
  return (
    <>
      <Section tone="muted" aria-labelledby="pricing-title">
        <Container>
          <SectionHeading as="h1" title={pricingHeader.title} titleId="pricing-title" description={pricingHeader.lead} />
          <h2 className="sr-only">Plans and prices</h2>
          <PricingTabs />
          <EstimatorLink />
        </Container>
      </Section>
      <PricingCallToAction />
      <PricingFaq />
    </>
  );
}

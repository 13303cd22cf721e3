import { Link } from '@staycompliant/router';
import { Container, icons, Section, SectionHeading } from '@staycompliant/ui';
import { useMemo } from 'react';
import { EstimatePanel } from '../estimator/estimate-panel';
import { estimatorCopy as copy } from '../estimator/estimator-copy';
import { EstimatorForm } from '../estimator/estimator-form';
import { firstYearEstimate } from '../estimator/first-year-estimate';
import { useEstimateChoices } from '../estimator/use-estimate-choices';
import { useEstimateMadeSignal } from '../estimator/use-estimate-made-signal';

/** /pricing/estimate: a founder's first-year cost, from the one price list (docs/product.md, "Cost estimator"). */
export function CostEstimatorPage() {
  const [choices, update] = useEstimateChoices();
  const estimate = useMemo(() => firstYearEstimate(choices), [choices]);
  const visitorUpdate = useEstimateMadeSignal(update, estimate);
  return (
    <Section tone="muted" aria-labelledby="estimator-title">
      <Container>
        <Link
          to="/pricing"
          className="mb-6 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline focus-visible:underline"
        >
          <icons.ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToPricing}
        </Link>
        <SectionHeading as="h1" align="left" title={copy.title} titleId="estimator-title" description={copy.lead} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <EstimatorForm choices={choices} update={visitorUpdate} />
          <EstimatePanel choices={choices} estimate={estimate} />
        </div>
      </Container>
    </Section>
  );
}

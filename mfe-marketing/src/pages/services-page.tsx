import { Container, SectionHeading } from '@staycompliant/ui';
import { ServiceCardsGrid } from '../services/service-cards-grid';
import { ServiceFinderPrompt } from '../services/service-finder-prompt';

export function ServicesPage() {
  return (
    <>
      <section aria-labelledby="services-title" className="bg-linear-to-b from-navy-50 to-background">
        <Container className="py-12 md:py-20">
          <SectionHeading
            as="h1"
            eyebrow="Services"
            title="Our Services"
            titleId="services-title"
            description="Six services that take a US company from formation to its yearly filings, run by one team that sees the whole picture."
            flush
          />
        </Container>
      </section>
      <section aria-labelledby="service-list-title">
        <Container className="pb-section-sm md:pb-section">
          <h2 id="service-list-title" className="sr-only">
            All services
          </h2>
          <ServiceCardsGrid />
        </Container>
      </section>
      <ServiceFinderPrompt />
    </>
  );
}

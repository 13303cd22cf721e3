import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { ServiceCardsGrid } from '../services/service-cards-grid';

export function WhatWeDoSection() {
  return (
    <Section aria-labelledby="what-we-do-title">
      <Container>
        <SectionHeading
          eyebrow="Our services"
          title="What we do"
          titleId="what-we-do-title"
          description="Legal, accounting and tax under one roof, so your company is formed right, stays in good standing and files on time."
        />
        <ServiceCardsGrid />
      </Container>
    </Section>
  );
}

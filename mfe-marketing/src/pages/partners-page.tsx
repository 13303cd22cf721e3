import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { partners } from '../content/partners';
import { PartnerCard } from '../partners/partner-card';
import { ConsultationBand } from '../shared/consultation-band';

export function PartnersPage() {
  return (
    <>
      <section aria-labelledby="partners-title" className="bg-linear-to-b from-navy-50 to-background">
        <Container className="py-12 md:py-20">
          <SectionHeading
            as="h1"
            eyebrow="Partners"
            title="Tools our clients run on"
            titleId="partners-title"
            description="Banking, cards, payroll, payments, global hiring and accounting software we set up every week. Sign up through the links below and we connect each one to your books."
            flush
          />
        </Container>
      </section>
      <Section spacing="none" className="pb-section-sm md:pb-section" aria-label="Partner offers">
        <Container>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted-foreground">
            Partner links open the partner’s own site in a new tab. We may receive a referral fee; it never changes what we recommend.
          </p>
        </Container>
      </Section>
      <ConsultationBand
        title="Not sure which tools fit your company?"
        description="We will recommend a bank, a payroll provider and an accounting stack that suit your entity, your team and where you operate."
      />
    </>
  );
}

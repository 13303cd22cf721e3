import { Link } from '@staycompliant/router';
import { Container, icons, Section, SectionHeading } from '@staycompliant/ui';
import { partners } from '../content/partners';
import { PartnerWordmark } from '../partners/partner-wordmark';

export function TrustedPartnersSection() {
  return (
    <Section tone="muted" aria-labelledby="trusted-partners-title">
      <Container>
        <SectionHeading
          eyebrow="Partners"
          title="Our trusted partners"
          titleId="trusted-partners-title"
          description="The banking, payroll and finance tools our clients run on, set up to work with the books we keep."
        />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex min-h-24 items-center justify-center rounded-card border border-border bg-surface px-3 py-5 shadow-card"
            >
              <PartnerWordmark name={partner.name} size="md" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to="/partners"
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
          >
            See what our clients get from each partner
            <icons.ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Container>
    </Section>
  );
}

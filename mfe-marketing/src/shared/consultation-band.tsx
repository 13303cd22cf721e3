import { openContactDialog, type ServiceName } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { Button, Container, ExternalLink, icons, Section } from '@staycompliant/ui';
import { useId } from 'react';

export interface ConsultationBandProps {
  title: string;
  description: string;
  /** The booking page the main button opens in a new tab. */
  bookingHref?: string;
  bookingLabel?: string;
  /** Ticked in the contact dialog that 'Contact us' opens. */
  service?: ServiceName;
}

/**
 * A closing call-to-action on navy: book a call in a new tab, or write to us through the contact dialog.
 * Layouts here use grid, not flex-col → flex-row: another remote's stylesheet loaded later may also
 * contain `.flex-col`, which then beats our responsive `lg:flex-row` (same layer, same specificity).
 */
export function ConsultationBand({
  title,
  description,
  bookingHref = siteConfig.consultationUrl,
  bookingLabel = 'Book a free consultation',
  service,
}: ConsultationBandProps) {
  const titleId = useId();
  return (
    <Section tone="navy" aria-labelledby={titleId}>
      <Container className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-3xl font-bold text-balance text-white md:text-title">
            {title}
          </h2>
          <p className="mt-3 text-lg text-pretty text-navy-100">{description}</p>
        </div>
        <div className="grid gap-3 sm:grid-flow-col sm:justify-start">
          <Button asChild variant="accent" size="lg">
            <ExternalLink href={bookingHref} look="bare">
              <icons.Calendar aria-hidden="true" />
              {bookingLabel}
            </ExternalLink>
          </Button>
          <Button variant="inverted" size="lg" onClick={() => openContactDialog(service ? { service } : {})}>
            Contact us
          </Button>
        </div>
      </Container>
    </Section>
  );
}

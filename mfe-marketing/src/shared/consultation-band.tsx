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

/** A closing call-to-action on navy: book a call in a new tab, or write to us through the contact dialog. */
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
      <Container className="flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-3xl font-bold text-balance text-white md:text-title">
            {title}
          </h2>
          <p className="mt-3 text-lg text-pretty text-navy-100">{description}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row md:flex-col lg:flex-row">
          <Button asChild variant="accent" size="lg">
            <ExternalLink href={bookingHref}>
              <icons.Calendar aria-hidden="true" />
              {bookingLabel}
            </ExternalLink>
          </Button>
          <Button
            variant="outline"
            size="lg"
            className="border-white text-white hover:bg-white/10"
            onClick={() => openContactDialog(service ? { service } : {})}
          >
            Contact us
          </Button>
        </div>
      </Container>
    </Section>
  );
}

import { serviceById } from '@staycompliant/contracts';
import { Link, useParams } from '@staycompliant/router';
import { bookingUrl } from '@staycompliant/site-config';
import { Container, icons } from '@staycompliant/ui';
import { serviceContentById } from '../content/services';
import { OtherServices } from '../service-detail/other-services';
import { ServiceAtAGlance } from '../service-detail/service-at-a-glance';
import { ServiceDetailTabs } from '../service-detail/service-detail-tabs';
import { useScrollToTopOnChange } from '../service-detail/use-scroll-to-top-on-change';
import { ServiceIcon } from '../services/service-icon';
import { ConsultationBand } from '../shared/consultation-band';

export function ServiceDetailPage() {
  const { serviceId } = useParams();
  const service = serviceContentById(serviceId);
  const { bookingKey } = serviceById(service.id);
  useScrollToTopOnChange(service.id);

  return (
    <>
      <section aria-labelledby="service-title" className="bg-linear-to-b from-navy-50 to-background">
        <Container className="py-10 md:py-16">
          <Link
            to="/services"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
          >
            <icons.ArrowLeft aria-hidden="true" className="size-4" />
            Back to Services
          </Link>
          <div className="mt-6 flex max-w-3xl flex-col gap-4">
            <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-card bg-navy-900 text-white">
              <ServiceIcon name={service.icon} size="lg" />
            </span>
            <h1 id="service-title" className="text-4xl font-bold text-balance text-navy-900 md:text-display">
              {service.title}
            </h1>
            <p className="text-lg text-pretty text-muted-foreground md:text-lead">{service.description}</p>
          </div>
        </Container>
      </section>
      <Container className="pb-section-sm md:pb-section">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <ServiceDetailTabs key={service.id} service={service} />
          <div className="lg:sticky lg:top-24 lg:mt-16">
            <ServiceAtAGlance service={service} bookingHref={bookingUrl(bookingKey)} />
          </div>
        </div>
      </Container>
      <OtherServices currentId={service.id} />
      <ConsultationBand
        title={`Talk to us about ${service.title}`}
        description="Book a free consultation. We will look at where your company stands, what it needs next and what it will cost, before any work starts."
        bookingHref={bookingUrl(bookingKey)}
        bookingLabel="Book a free consultation"
        service={service.title}
      />
    </>
  );
}

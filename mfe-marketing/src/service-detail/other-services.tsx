import type { ServiceId } from '@staycompliant/contracts';
import { Link } from '@staycompliant/router';
import { Container, Pill } from '@staycompliant/ui';
import { servicePath, serviceSummaries } from '../content/services/service-summaries';
import { ServiceIcon } from '../services/service-icon';

/** Links to the five other services: founders rarely need only one. */
export function OtherServices({ currentId }: { currentId: ServiceId }) {
  return (
    <nav aria-labelledby="other-services-title">
      <Container className="pb-section-sm">
        <h2 id="other-services-title" className="text-xl font-semibold text-navy-900">
          Other services
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {serviceSummaries
            .filter((service) => service.id !== currentId)
            .map((service) => (
              <li key={service.id}>
                <Pill asChild className="outline-none hover:border-primary hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring">
                  <Link to={servicePath(service.id)}>
                    <ServiceIcon name={service.icon} size="sm" className="text-primary" />
                    {service.title}
                  </Link>
                </Pill>
              </li>
            ))}
        </ul>
      </Container>
    </nav>
  );
}

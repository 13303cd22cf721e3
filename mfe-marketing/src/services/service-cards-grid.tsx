import { Link } from '@staycompliant/router';
import { icons, ServiceCard } from '@staycompliant/ui';
import { servicePath, serviceSummaries } from '../content/services/service-summaries';
import { ServiceIcon } from './service-icon';

/** The six services as cards: one column on phones, two on tablets, three on desktops. */
export function ServiceCardsGrid() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {serviceSummaries.map((service) => (
        <li key={service.id}>
          <ServiceCard
            icon={<ServiceIcon name={service.icon} />}
            title={service.title}
            description={service.summary}
            action={
              <Link
                to={servicePath(service.id)}
                className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring"
              >
                Learn More<span className="sr-only"> about {service.title}</span>
                <icons.ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}

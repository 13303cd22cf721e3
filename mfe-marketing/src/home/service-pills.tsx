import { Link } from '@staycompliant/router';
import { cn, Pill } from '@staycompliant/ui';
import { servicePath, serviceSummaries } from '../content/services/service-summaries';
import { ServiceIcon } from '../services/service-icon';

/** The hero's six services, two per row, each linking to its page. */
export function ServicePills({ className }: { className?: string }) {
  return (
    <ul aria-label="Our services" className={cn('grid grid-cols-2 gap-3 sm:max-w-xl', className)}>
      {serviceSummaries.map((service) => (
        <li key={service.id} className="flex">
          <Pill
            asChild
            className="w-full justify-start gap-2 rounded-control px-3 py-2.5 text-left whitespace-normal transition-colors outline-none hover:border-primary hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring sm:px-4"
          >
            <Link to={servicePath(service.id)}>
              <ServiceIcon name={service.icon} className="size-4 shrink-0 text-primary" />
              {service.title}
            </Link>
          </Pill>
        </li>
      ))}
    </ul>
  );
}

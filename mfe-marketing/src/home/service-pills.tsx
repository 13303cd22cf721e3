import { Link } from '@staycompliant/router';
import { cn } from '@staycompliant/ui';
import { servicePath, serviceSummaries } from '../content/services/service-summaries';
import { ServiceIcon } from '../services/service-icon';

/** The hero's six services, two per row, each linking to its page. */
export function ServicePills({ className }: { className?: string }) {
  return (
    <ul aria-label="Our services" className={cn('grid grid-cols-2 gap-3 sm:max-w-xl', className)}>
      {serviceSummaries.map((service) => (
        <li key={service.id} className="flex">
          <Link
            to={servicePath(service.id)}
            className="flex w-full items-center gap-2 rounded-control border border-navy-200 bg-surface px-3 py-2.5 text-left text-sm font-medium text-navy-900 shadow-card transition-colors outline-none hover:border-primary hover:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring sm:px-4"
          >
            <ServiceIcon name={service.icon} size="sm" className="shrink-0 text-primary" />
            {service.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

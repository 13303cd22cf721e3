import { services } from '@staycompliant/contracts';
import { Link, useSearchParams } from '@staycompliant/router';
import { cn } from '@staycompliant/ui';
import { Label } from '@staycompliant/ui/forms';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@staycompliant/ui/select';
import { useId } from 'react';
import { enquiryStatuses, statusLabels } from './enquiry-model';
import type { StatusCounts } from './inbox-backend';
import { type EnquiryFilter, withFilter } from './list-query';

const allServices = 'all';

/** The status filter as links, each with its count for the current search and service. */
export function StatusFilter({ filter, counts }: { filter: EnquiryFilter; counts: StatusCounts | undefined }) {
  const [params] = useSearchParams();
  const total = counts ? enquiryStatuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const options = [
    { value: undefined, label: 'All', count: total },
    ...enquiryStatuses.map((status) => ({ value: status, label: statusLabels[status], count: counts?.[status] })),
  ];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = filter.status === option.value;
          return (
            <li key={option.label}>
              <Link
                to={`?${withFilter(params, { status: option.value }).toString()}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  current ? 'border-navy-900 bg-navy-900 text-white' : 'border-border bg-surface text-navy-900 hover:bg-muted',
                )}
              >
                {option.label}{' '}
                <span className={cn('tabular-nums', current ? 'text-white' : 'text-muted-foreground')}>{option.count ?? '…'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The service filter: a select whose choice goes into the URL as `service=<id>`. */
export function ServiceFilter({ filter }: { filter: EnquiryFilter }) {
  const [, setParams] = useSearchParams();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>Service</Label>
      <Select
        value={filter.service ?? allServices}
        onValueChange={(value) => setParams((current) => withFilter(current, { service: value === allServices ? undefined : value }))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={allServices}>All services</SelectItem>
          {services.map((service) => (
            <SelectItem key={service.id} value={service.id}>
              {service.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

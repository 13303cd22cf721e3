import type { UseQueryResult } from '@staycompliant/query';
import { cn } from '@staycompliant/ui';
import { type ReactNode, useId } from 'react';
import { ListSkeleton, LoadFailure } from '../operator-inbox/list-states';

/** One titled box of the dashboard. */
export function DashboardPanel({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * A query's three faces, as on the inbox: a skeleton while it first loads, the reason and a Retry
 * when it failed with nothing to show, else its data (the previous range's stays while the next loads).
 */
export function QueryStates<T>({
  query,
  what,
  rows = 3,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  what: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton label={`Loading ${what}`} rows={rows} />;
  if (query.isError && query.data === undefined) {
    return <LoadFailure what={what} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <div aria-busy={query.isFetching}>{children(query.data as T)}</div>;
}

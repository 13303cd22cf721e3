import { failureReason } from '@staycompliant/operator-console';
import { Button, icons, Skeleton } from '@staycompliant/ui';

/** Rows drawn while a page of the list loads. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** A failed load: what went wrong and a Retry that asks again. */
export function LoadFailure({ what, error, onRetry, retrying }: { what: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-control border border-destructive/40 bg-destructive/5 p-4">
      <p className="font-medium text-destructive">
        We could not load {what}: {failureReason(error)}
      </p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        {!retrying && <icons.RefreshCw aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}

export function EmptyState({ title, hint, icon: Icon = icons.Mail }: { title: string; hint: string; icon?: typeof icons.Mail }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border p-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold text-navy-900">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

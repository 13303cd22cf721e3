import { Button, cn, icons } from '@staycompliant/ui';
import type { ReactNode } from 'react';

export interface FeedFailureProps {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}

/** A friendly message about the feed, with a Retry that asks the feed again. */
export function FeedFailure({ children, onRetry, className }: FeedFailureProps) {
  return (
    <div
      role="alert"
      data-slot="feed-failure"
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-8 text-center shadow-card sm:flex-row sm:text-left',
        className,
      )}
    >
      <icons.AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
      <p className="flex-1 text-foreground">{children}</p>
      <Button variant="outline" onClick={onRetry}>
        <icons.RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  );
}

import { Button, icons } from '@staycompliant/ui';

export interface RemoteLoadFailureProps {
  onRetry: () => void;
}

/** The friendly message shown in place of a part of the page that could not load. */
export function RemoteLoadFailure({ onRetry }: RemoteLoadFailureProps) {
  return (
    <div
      role="alert"
      data-slot="remote-load-failure"
      className="mx-4 my-8 flex max-w-xl sm:mx-auto flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-8 text-center text-foreground shadow-card"
    >
      <icons.AlertTriangle aria-hidden="true" className="size-8 text-accent-strong" />
      <p className="text-lg font-semibold">This part of the page didn't load.</p>
      <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
      <Button onClick={onRetry} className="mt-2 gap-2">
        <icons.RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  );
}

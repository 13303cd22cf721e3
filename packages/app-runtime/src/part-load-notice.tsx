import { Button, icons } from '@staycompliant/ui';

export interface PartLoadNoticeProps {
  onRetry: () => void;
}

/** A small note in a lazy part's own area, beside whatever of it the server rendered. */
export function PartLoadNotice({ onRetry }: PartLoadNoticeProps) {
  return (
    <div
      role="alert"
      data-slot="part-load-notice"
      className="mx-auto my-4 flex w-fit max-w-full flex-wrap items-center justify-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-sm text-foreground shadow-card"
    >
      <icons.AlertTriangle aria-hidden="true" className="size-5 text-accent-strong" />
      <p>Part of this section didn't load. Please check your connection and try again.</p>
      <Button size="sm" onClick={onRetry} className="gap-2">
        <icons.RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  );
}

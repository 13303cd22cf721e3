export interface RemoteLoadFailureProps {
  onRetry: () => void;
}

/** The friendly message shown in place of a part of the page that could not load. */
export function RemoteLoadFailure({ onRetry }: RemoteLoadFailureProps) {
  return (
    <div
      role="alert"
      data-slot="remote-load-failure"
      className="mx-auto my-8 flex max-w-xl flex-col items-center gap-3 rounded-lg border border-border bg-muted px-6 py-8 text-center"
    >
      <p className="text-lg font-semibold text-foreground">This part of the page didn't load.</p>
      <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Retry
      </button>
    </div>
  );
}

import { Button, icons } from '@staycompliant/ui';

export interface RemoteLoadFailureProps {
  onRetry: () => void;
  /**
   * `area`: the message in place of a whole part of the page (a route's page, a widget). `section`:
   * a small note beside a lazy part whose server HTML stays on screen. `page`: a small note at the
   * foot of the screen, over a page whose server HTML stays but whose code did not load.
   */
  scope?: 'area' | 'section' | 'page';
  /** Retry was pressed and the code is loading: the button shows a spinner and takes no press. */
  retrying?: boolean;
}

const looks = {
  area: {
    slot: 'remote-load-failure',
    box: 'mx-4 my-8 flex max-w-xl sm:mx-auto flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-8 text-center text-foreground shadow-card',
    icon: 'size-8 text-accent-strong',
    text: (
      <>
        <p className="text-lg font-semibold">This part of the page didn't load.</p>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
      </>
    ),
    button: { className: 'mt-2 gap-2' },
  },
  section: {
    slot: 'part-load-notice',
    box: 'mx-auto my-4 flex w-fit max-w-full flex-wrap items-center justify-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-sm text-foreground shadow-card',
    icon: 'size-5 text-accent-strong',
    text: <p>Part of this section didn't load. Please check your connection and try again.</p>,
    button: { className: 'gap-2', size: 'sm' as const },
  },
  page: {
    slot: 'page-load-notice',
    box: 'fixed inset-x-4 bottom-4 z-40 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-card border border-border bg-surface px-4 py-3 text-left text-sm text-foreground shadow-card',
    icon: 'size-5 shrink-0 text-accent-strong',
    text: <p>This page didn't finish loading. Please check your connection and try again.</p>,
    button: { className: 'shrink-0 gap-2', size: 'sm' as const },
  },
};

/** The friendly message, with Retry, where code could not load. */
export function RemoteLoadFailure({ onRetry, scope = 'area', retrying = false }: RemoteLoadFailureProps) {
  const look = looks[scope];
  return (
    <div role="alert" data-slot={look.slot} className={look.box}>
      <icons.AlertTriangle aria-hidden="true" className={look.icon} />
      {look.text}
      <Button {...look.button} onClick={onRetry} loading={retrying}>
        {!retrying && <icons.RefreshCw aria-hidden="true" className="size-4" />}
        Retry
      </Button>
    </div>
  );
}

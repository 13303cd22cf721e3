import { Button } from '@staycompliant/ui';
import { useEffect, useRef } from 'react';
import { contactMessages } from './contact-messages';

export interface ValidationLoadFailureProps {
  /** Retry was pressed and the code is loading again: Retry shows a spinner and takes no press. */
  retrying: boolean;
  onRetry: () => void;
}

/** Said when a held submit's validation code could not load: nothing was sent, what was typed stays. */
export function ValidationLoadFailure({ retrying, onRetry }: ValidationLoadFailureProps) {
  const retryButton = useRef<HTMLButtonElement>(null);
  // The Submit pressed is busy, so it lost focus: Retry takes it, for a keyboard user to press.
  useEffect(() => {
    if (!retrying) retryButton.current?.focus();
  }, [retrying]);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
      <p role="alert" className="min-w-0 flex-1 font-medium text-destructive">
        {contactMessages.validationFailed}
      </p>
      <Button ref={retryButton} type="button" variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

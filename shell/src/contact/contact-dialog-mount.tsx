import { RemoteModule } from '@staycompliant/app-runtime';
import { type ContactDialogRequest, onContactDialogRequest } from '@staycompliant/contracts';
import { Button } from '@staycompliant/ui';
import { useEffect, useState } from 'react';

interface DialogState {
  open: boolean;
  request: ContactDialogRequest;
  /** Changes on every request, so a repeated request re-applies its preselected service. */
  requestId: number;
}

/** Mounts the one contact dialog of mfe-contact, loaded on the first request to open it. */
export function ContactDialogMount() {
  const [state, setState] = useState<DialogState | null>(null);

  useEffect(
    () => onContactDialogRequest((request) => setState((previous) => ({ open: true, request, requestId: (previous?.requestId ?? 0) + 1 }))),
    [],
  );

  if (!state) return null;
  // The dialog itself is a portal; what shows in place (opening, or the failure with Retry) is
  // pinned to the bottom of the screen, where the visitor who just pressed Contact us sees it.
  return (
    <div data-slot="contact-dialog-mount" className="fixed inset-x-4 bottom-6 z-50 mx-auto w-fit max-w-xl">
      <RemoteModule
        remote="contact"
        module="./ContactDialog"
        loading={<OpeningIndicator />}
        failure={(retry) => <OpeningFailed onRetry={retry} onClose={() => setState(null)} />}
        props={{
          open: state.open,
          onOpenChange: (open: boolean) => setState((previous) => previous && { ...previous, open }),
          service: state.request.service,
          request: state.request,
          requestId: state.requestId,
        }}
      />
    </div>
  );
}

function OpeningIndicator() {
  return (
    <div role="status" className="rounded-md bg-foreground px-4 py-2 text-sm text-background shadow-lg">
      Opening the contact form…
    </div>
  );
}

/** Closing it forgets the failed load: the next press of Contact us loads the dialog again. */
function OpeningFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-foreground px-4 py-3 text-sm text-background shadow-lg"
    >
      <p>The contact form didn't load. Please check your connection and try again.</p>
      <div className="flex gap-2">
        <Button size="sm" variant="accent" onClick={onRetry}>
          Retry
        </Button>
        <Button size="sm" variant="ghost-inverted" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

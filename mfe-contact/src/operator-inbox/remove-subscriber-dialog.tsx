import { Button } from '@staycompliant/ui';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@staycompliant/ui/dialog';
import type { Subscriber } from './enquiry-model';

interface RemoveSubscriberDialogProps {
  /** The subscriber to confirm; the dialog is open while it is set. */
  subscriber: Subscriber | null;
  onConfirm: (subscriber: Subscriber) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed: its row may be gone. */
  onClosed: () => void;
}

export function RemoveSubscriberDialog({ subscriber, onConfirm, onClose, onClosed }: RemoveSubscriberDialogProps) {
  return (
    <Dialog open={subscriber !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Remove this subscriber?</DialogTitle>
          <DialogDescription>
            <span className="font-semibold wrap-anywhere text-navy-900">{subscriber?.email}</span> will get no more newsletters. This cannot
            be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => subscriber && onConfirm(subscriber)}>
            Remove subscriber
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

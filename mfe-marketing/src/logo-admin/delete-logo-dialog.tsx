import { Button } from '@staycompliant/ui';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@staycompliant/ui/dialog';
import type { LogoItem } from '../client-logos/logo-rules';

interface DeleteLogoDialogProps {
  /** The logo to confirm; the dialog is open while it is set. */
  logo: LogoItem | null;
  onConfirm: (logo: LogoItem) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed: it has no trigger of its own to return to. */
  onClosed: () => void;
}

export function DeleteLogoDialog({ logo, onConfirm, onClose, onClosed }: DeleteLogoDialogProps) {
  return (
    <Dialog open={logo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete this logo?</DialogTitle>
          <DialogDescription>
            <span className="font-semibold wrap-anywhere text-navy-900">{logo?.name}</span> will be removed from the home page. This cannot
            be undone.
          </DialogDescription>
        </DialogHeader>
        {logo && (
          <div className="flex h-24 items-center justify-center rounded-control border border-border bg-muted p-4">
            <img src={logo.url} alt="" className="max-h-16 w-auto max-w-full object-contain" />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => logo && onConfirm(logo)}>
            Delete logo
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

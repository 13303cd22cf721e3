import type { ServiceName } from './services';

export { enquiryDetailsMaxLength } from './schemas/enquiry-limits';

/** What a caller may ask of the one contact dialog that the shell mounts. */
export interface ContactDialogRequest {
  /** A service to tick when the dialog opens. */
  service?: ServiceName;
  /** Services to tick when the dialog opens, beside `service`; those already ticked stay ticked. */
  services?: readonly ServiceName[];
  /**
   * Text for Additional Details, e.g. a cost estimate; at most `enquiryDetailsMaxLength` characters.
   * The visitor can edit it before sending. What they typed themselves is kept below it.
   */
  details?: string;
}

const eventName = 'staycompliant:open-contact-dialog';

/**
 * Opens the site's one contact dialog. Any app may call it: the shell listens and
 * loads the dialog from mfe-contact on first use. A DOM event keeps it working across
 * separately built bundles, which share no module state.
 */
export function openContactDialog(request: ContactDialogRequest = {}): void {
  window.dispatchEvent(new CustomEvent<ContactDialogRequest>(eventName, { detail: request }));
}

/** Subscribes to contact-dialog requests; returns the unsubscribe function. */
export function onContactDialogRequest(listener: (request: ContactDialogRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ContactDialogRequest>).detail ?? {});
  window.addEventListener(eventName, handle);
  return () => window.removeEventListener(eventName, handle);
}

/** Props of the ContactDialog module that mfe-contact exposes; the shell renders it. */
export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Ticked when the dialog opens for this request. */
  service?: ServiceName;
  /** The request as the caller made it: its services are ticked and its details written in. */
  request?: ContactDialogRequest;
  /** Increases with every request to open the dialog. */
  requestId: number;
}

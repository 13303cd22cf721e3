import { trackEvent } from '@staycompliant/analytics';
import type { ContactDialogProps } from '@staycompliant/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@staycompliant/ui/dialog';
import { useEffect } from 'react';
import { ContactForm } from '../contact-form/contact-form';
import { contactIntro } from '../contact-form/contact-messages';
import { useEnquiryForm } from '../contact-form/use-enquiry-form';
import { useReturnFocus } from './use-return-focus';

/** The site's one contact dialog; the shell mounts it once and opens it on request. */
export function ContactDialog({ open, onOpenChange, service, request, requestId }: ContactDialogProps) {
  const enquiry = useEnquiryForm({
    // A shell that predates `request` passes the service alone.
    request: request ?? { service },
    requestId,
    onSent: () => onOpenChange(false),
  });
  const returnFocus = useReturnFocus();
  const { warmUpSubmission } = enquiry;
  useEffect(() => {
    if (!open) return;
    // Opening the dialog is the visitor's first use of the form: what validates and sends it starts loading.
    warmUpSubmission();
    trackEvent('contact_opened');
  }, [open, warmUpSubmission]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>{contactIntro}</DialogDescription>
        </DialogHeader>
        <ContactForm {...enquiry} />
      </DialogContent>
    </Dialog>
  );
}

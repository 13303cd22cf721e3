import { zodResolver } from '@hookform/resolvers/zod';
import type { ContactDialogProps } from '@staycompliant/contracts';
import { type EnquiryFields, enquirySchema } from '@staycompliant/contracts/schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@staycompliant/ui/dialog';
import { toast } from '@staycompliant/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { isHoneypotFilled } from '../spam/honeypot-field';
import { ContactForm } from './contact-form';
import { contactMessages, formProblemToastId } from './contact-messages';
import { type ContactFormValues, contactFieldOrder, emptyContactForm } from './contact-schema';
import { submitEnquiry, warmUpBackend } from './submit-enquiry';
import { clearContactDraft, useContactDraft } from './use-contact-draft';
import { useContactPrefill } from './use-contact-prefill';
import { useReturnFocus } from './use-return-focus';

/** The site's one contact dialog; the shell mounts it once and opens it on request. */
export function ContactDialog({ open, onOpenChange, service, request, requestId }: ContactDialogProps) {
  const form = useForm<ContactFormValues, unknown, EnquiryFields>({
    resolver: zodResolver<ContactFormValues, unknown, EnquiryFields>(enquirySchema),
    defaultValues: emptyContactForm,
    // Focus follows the schema's order (see onInvalid), not the order fields registered in.
    shouldFocusError: false,
  });
  useContactDraft(form);
  // A shell that predates `request` passes the service alone.
  useContactPrefill(form, request ?? { service }, requestId);
  const honeypot = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus();
  const [failed, setFailed] = useState(false);
  // Not formState.isSubmitting: that is also true while validating, and disabled fields cannot take focus.
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (open) warmUpBackend();
  }, [open]);

  const onValid = async (enquiry: EnquiryFields) => {
    setFailed(false);
    setSending(true);
    const sent = isHoneypotFilled(honeypot.current) || (await submitEnquiry(enquiry));
    setSending(false);
    if (!sent) {
      setFailed(true);
      toast.error(contactMessages.submitFailed, { id: formProblemToastId });
      return;
    }
    toast.dismiss(formProblemToastId);
    toast.success(contactMessages.submitted);
    clearContactDraft();
    form.reset(emptyContactForm);
    if (honeypot.current) honeypot.current.value = '';
    onOpenChange(false);
  };

  const onInvalid = (errors: FieldErrors<ContactFormValues>) => {
    setFailed(false);
    const first = contactFieldOrder.find((field) => errors[field]);
    if (!first) return;
    const message = errors[first]?.message;
    if (message) toast.error(message, { id: formProblemToastId });
    form.setFocus(first);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-5 p-5 sm:p-6" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>Tell us about your company and what you need. We'll get back to you soon.</DialogDescription>
        </DialogHeader>
        <ContactForm
          form={form}
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          sending={sending}
          failed={failed}
          honeypotRef={honeypot}
        />
      </DialogContent>
    </Dialog>
  );
}

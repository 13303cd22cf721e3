import type { ContactDialogRequest, PostedEnquiry } from '@staycompliant/contracts';
import type { EnquiryFields } from '@staycompliant/contracts/schemas';
import { toast } from '@staycompliant/ui/toast';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isHoneypotFilled } from '../spam/honeypot-field';
import { contactMessages, formProblemToastId } from './contact-messages';
import { type ContactFormValues, contactFieldOrder, emptyContactForm } from './contact-schema';
import { loadEnquirySubmission } from './load-enquiry-submission';
import { clearContactDraft, useContactDraft } from './use-contact-draft';
import { useContactPrefill } from './use-contact-prefill';
import { useSubmitAfterValidation } from './use-submit-after-validation';

/**
 * The schema's rules, from code loaded on the form's first use (use-submit-after-validation.ts). A
 * submit runs only once that code is in, so here it is already loaded.
 */
const enquiryResolver: Resolver<ContactFormValues, unknown, EnquiryFields> = async (values, context, options) =>
  (await loadEnquirySubmission()).enquiryResolver(values, context, options);

export interface EnquiryFormOptions {
  /** What the caller asks for: services to tick, details to write in (applied on each new requestId). */
  request: ContactDialogRequest;
  requestId: number;
  /** Called once an enquiry is stored (or a bot's is dropped): the form has been reset and its draft cleared. */
  onSent: () => void;
  /** The first render's values, e.g. services the server renders ticked; the empty form otherwise. */
  defaultValues?: ContactFormValues;
  /**
   * An enquiry posted without JavaScript that the server rendered again (docs/architecture/site-server.md,
   * "Forms without JavaScript"): its values and messages are the form's first state, and they
   * take the place of any draft.
   */
  posted?: PostedEnquiry;
}

/** The server's messages in react-hook-form's shape; undefined when there are none. */
function serverErrors(posted: PostedEnquiry | undefined): FieldErrors<ContactFormValues> | undefined {
  const entries = Object.entries(posted?.errors ?? {}).filter(([, message]) => message);
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([field, message]) => [field, { type: 'server', message }]));
}

/**
 * Everything an enquiry form does, for the contact dialog and the /contact page alike: the schema's
 * rules, the draft in session storage, the caller's prefill, the honeypot, sending, and the messages
 * (docs/product.md, "Messages" and "Required fields"). Render it with `ContactForm`. The validation's
 * code loads on the form's first use, and a submit before it is in waits for it.
 */
export function useEnquiryForm({ request, requestId, onSent, defaultValues = emptyContactForm, posted }: EnquiryFormOptions) {
  // Once: a later submit's messages are the resolver's, and react-hook-form sets the prop's again when it changes.
  const [errors] = useState(() => serverErrors(posted));
  const form = useForm<ContactFormValues, unknown, EnquiryFields>({
    resolver: enquiryResolver,
    defaultValues: posted?.values ?? defaultValues,
    ...(errors && { errors }),
    // Focus follows the schema's order (see onInvalid), not the order fields registered in.
    shouldFocusError: false,
  });
  useContactDraft(form, { restore: !posted });
  useContactPrefill(form, request, requestId);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(posted?.failed === true);
  // Not formState.isSubmitting: that is also true while validating, and disabled fields cannot take focus.
  const [sending, setSending] = useState(false);

  const onValid = async (enquiry: EnquiryFields) => {
    setFailed(false);
    setSending(true);
    const sent = isHoneypotFilled(honeypotRef.current) || (await (await loadEnquirySubmission()).submitEnquiry(enquiry));
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
    if (honeypotRef.current) honeypotRef.current.value = '';
    onSent();
  };

  const onInvalid = (errors: FieldErrors<ContactFormValues>) => {
    setFailed(false);
    const first = contactFieldOrder.find((field) => errors[field]);
    if (!first) return;
    const message = errors[first]?.message;
    if (message) toast.error(message, { id: formProblemToastId });
    form.setFocus(first);
  };

  const submit = useSubmitAfterValidation(form.handleSubmit(onValid, onInvalid));

  return { form, ...submit, sending, failed, honeypotRef, returnedFromServer: errors !== undefined };
}

import { type EnquiryFieldName, enquiryFieldNames, formPostPaths, honeypotFieldNames, services } from '@staycompliant/contracts';
import { companySizeOptions } from '@staycompliant/contracts/schemas';
import { Button } from '@staycompliant/ui';
import { FormField, FormFieldset, Input, Label, NativeSelect, NativeSelectOption, Textarea } from '@staycompliant/ui/forms';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { HoneypotField } from '../spam/honeypot-field';
import { contactMessages } from './contact-messages';
import type { ContactFormValues } from './contact-schema';
import type { ValidationLoad } from './use-submit-after-validation';
import { ValidationLoadFailure } from './validation-load-failure';

export interface ContactFormProps {
  form: UseFormReturn<ContactFormValues, unknown, unknown>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  formRef: Ref<HTMLFormElement>;
  /** Where the validation's code stands for a submit (useSubmitAfterValidation). */
  validation: ValidationLoad;
  retryValidation: () => void;
  /** Starts loading what validates and sends the form (and the backend's client): its first focus or input. */
  warmUpSubmission: () => void;
  sending: boolean;
  failed: boolean;
  honeypotRef: Ref<HTMLInputElement>;
  /**
   * The form was posted without JavaScript and came back from the server with its messages: a
   * summary of them leads the form and takes focus (docs/architecture/site-server.md, "Forms without JavaScript").
   */
  returnedFromServer?: boolean;
}

const fieldLabels: Record<EnquiryFieldName, string> = {
  name: 'Name',
  email: 'Email',
  company_size: 'Company Size',
  services_interested: 'Services Interested In',
  description: 'Additional Details',
};

/**
 * The enquiry's fields. Rules live in the zod schema only: the form is `noValidate`. Every control is
 * native and named, and the form posts to the site server (`formPostPaths.enquiry.action`), so it
 * sends before the app is live and without JavaScript; once live, react-hook-form sends it in place.
 */
export function ContactForm({
  form,
  onSubmit,
  formRef,
  validation,
  retryValidation,
  warmUpSubmission,
  sending,
  failed,
  honeypotRef,
  returnedFromServer = false,
}: ContactFormProps) {
  const { register, formState } = form;
  const { errors } = formState;
  const submitButton = useRef<HTMLButtonElement>(null);
  // On /contact the page's form and the header's dialog can both be in the document: ids stay unique.
  const idPrefix = useId();
  const fieldId = (field: EnquiryFieldName) => `${idPrefix}-${field}`;
  // The server's HTML carries what the form holds as it first renders (a post it answers, a ticked
  // service): react-hook-form's fields are uncontrolled, so their first values are the elements' defaults.
  const [initial] = useState(() => form.getValues());
  // Disabled while sending, the button lost focus: give it back so a keyboard user can retry.
  useEffect(() => {
    if (failed) submitButton.current?.focus();
  }, [failed]);

  // A submit waiting for the validation's code looks as one sending; the fields stay enabled, since
  // a refused one takes focus as soon as the code is in.
  const busy = sending || validation === 'held' || validation === 'retrying';

  const problems = enquiryFieldNames.filter((field) => errors[field]?.message);
  // On the server's answer to a refused post, the first failing field takes focus as the page loads,
  // as a submit in the browser focuses it (docs/product.md, "Required fields"): without JavaScript
  // only the autofocus attribute can do it.
  const focusFirst = (field: EnquiryFieldName) => (returnedFromServer && problems[0] === field ? { autoFocus: true } : {});

  return (
    <form
      ref={formRef}
      method="post"
      action={formPostPaths.enquiry.action}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={warmUpSubmission}
      onInput={warmUpSubmission}
      className="relative flex flex-col gap-5"
    >
      {returnedFromServer && problems.length > 0 && (
        <div className="rounded-control border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
          <h2 className="font-semibold text-destructive">
            Please correct {problems.length === 1 ? 'this field' : `these ${problems.length} fields`}:
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {problems.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  className="font-medium text-destructive underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring"
                >
                  {fieldLabels[field]}: {errors[field]?.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={fieldLabels.name} required controlId={fieldId('name')} error={errors.name?.message}>
          <Input autoComplete="name" disabled={sending} defaultValue={initial.name} {...focusFirst('name')} {...register('name')} />
        </FormField>
        <FormField label={fieldLabels.email} required controlId={fieldId('email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            disabled={sending}
            defaultValue={initial.email}
            {...focusFirst('email')}
            {...register('email')}
          />
        </FormField>
      </div>

      <FormField label={fieldLabels.company_size} required controlId={fieldId('company_size')} error={errors.company_size?.message}>
        {(controlProps) => (
          <NativeSelect
            {...controlProps}
            disabled={sending}
            defaultValue={initial.company_size}
            {...focusFirst('company_size')}
            {...register('company_size')}
          >
            <NativeSelectOption value="">Select company size</NativeSelectOption>
            {companySizeOptions.map((option) => (
              <NativeSelectOption key={option.value} value={option.value}>
                {option.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <FormFieldset legend={fieldLabels.services_interested} required error={errors.services_interested?.message}>
        <div className="grid gap-3 sm:grid-cols-2">
          {services.map((service, index) => {
            const id = index === 0 ? fieldId('services_interested') : `${idPrefix}-service-${service.id}`;
            return (
              <div key={service.id} className="flex items-center gap-2.5">
                <input
                  type="checkbox"
                  id={id}
                  value={service.name}
                  defaultChecked={initial.services_interested.includes(service.name)}
                  disabled={sending}
                  aria-invalid={errors.services_interested ? true : undefined}
                  {...(index === 0 && focusFirst('services_interested'))}
                  className="size-5 shrink-0 cursor-pointer accent-primary outline-none focus-visible:ring-3 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60"
                  {...register('services_interested')}
                />
                <Label htmlFor={id} weight="normal">
                  {service.name}
                </Label>
              </div>
            );
          })}
        </div>
      </FormFieldset>

      <FormField
        label={fieldLabels.description}
        required
        controlId={fieldId('description')}
        hint="Between 10 and 1000 characters."
        error={errors.description?.message}
      >
        <Textarea
          placeholder="Tell us more about your needs..."
          rows={4}
          disabled={sending}
          defaultValue={initial.description}
          {...focusFirst('description')}
          {...register('description')}
        />
      </FormField>

      <HoneypotField name={honeypotFieldNames.enquiry} ref={honeypotRef} />

      {failed && (
        <p
          role="alert"
          className="rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive"
        >
          {contactMessages.submitFailed}
        </p>
      )}
      {(validation === 'failed' || validation === 'retrying') && (
        <ValidationLoadFailure retrying={validation === 'retrying'} onRetry={retryValidation} />
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <Button ref={submitButton} type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}

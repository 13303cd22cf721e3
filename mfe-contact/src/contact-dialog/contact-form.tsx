import { serviceNames, services } from '@staycompliant/contracts';
import { companySizeOptions } from '@staycompliant/contracts/schemas';
import { Button } from '@staycompliant/ui';
import { Checkbox } from '@staycompliant/ui/checkbox';
import { FormField, FormFieldset, Input, Label, Textarea } from '@staycompliant/ui/forms';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@staycompliant/ui/select';
import { type Ref, useEffect, useId, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { HoneypotField } from '../spam/honeypot-field';
import { contactMessages } from './contact-messages';
import type { ContactFormValues } from './contact-schema';

export interface ContactFormProps {
  form: UseFormReturn<ContactFormValues, unknown, unknown>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  sending: boolean;
  failed: boolean;
  honeypotRef: Ref<HTMLInputElement>;
}

/** The enquiry's fields. Rules live in the zod schema only: the form is `noValidate`. */
export function ContactForm({ form, onSubmit, sending, failed, honeypotRef }: ContactFormProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const submitButton = useRef<HTMLButtonElement>(null);
  // On /contact the page's form and the header's dialog can both be in the document: ids stay unique.
  const idPrefix = useId();
  // Disabled while sending, the button lost focus: give it back so a keyboard user can retry.
  useEffect(() => {
    if (failed) submitButton.current?.focus();
  }, [failed]);

  return (
    <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" disabled={sending} {...register('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" disabled={sending} {...register('email')} />
        </FormField>
      </div>

      <Controller
        control={control}
        name="company_size"
        render={({ field }) => (
          <FormField label="Company Size" required error={errors.company_size?.message}>
            {(controlProps) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={sending} name={field.name}>
                <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select company size" />
                </SelectTrigger>
                <SelectContent>
                  {companySizeOptions.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />

      <Controller
        control={control}
        name="services_interested"
        render={({ field }) => {
          const error = errors.services_interested?.message;
          const toggle = (name: string, checked: boolean) => {
            const next = checked ? [...field.value, name] : field.value.filter((selected) => selected !== name);
            field.onChange(serviceNames.filter((service) => next.includes(service)));
          };
          return (
            <FormFieldset legend="Services Interested In" required error={error}>
              <div className="grid gap-3 sm:grid-cols-2">
                {services.map((service, index) => {
                  const id = `${idPrefix}-service-${service.id}`;
                  return (
                    <div key={service.id} className="flex items-center gap-2.5">
                      <Checkbox
                        id={id}
                        ref={index === 0 ? field.ref : undefined}
                        checked={field.value.includes(service.name)}
                        onCheckedChange={(checked) => toggle(service.name, checked === true)}
                        onBlur={field.onBlur}
                        disabled={sending}
                        aria-invalid={error ? true : undefined}
                      />
                      <Label htmlFor={id} className="font-normal">
                        {service.name}
                      </Label>
                    </div>
                  );
                })}
              </div>
            </FormFieldset>
          );
        }}
      />

      <FormField label="Additional Details" required hint="Between 10 and 1000 characters." error={errors.description?.message}>
        <Textarea placeholder="Tell us more about your needs..." rows={4} disabled={sending} {...register('description')} />
      </FormField>

      <HoneypotField name="company_website" ref={honeypotRef} />

      {failed && (
        <p
          role="alert"
          className="rounded-control border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive"
        >
          {contactMessages.submitFailed}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <Button ref={submitButton} type="submit" size="lg" loading={sending} className="w-full sm:w-auto">
          {sending ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}

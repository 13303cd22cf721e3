import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../label/label';

/** Props a FormField hands to its control, linking it to the label, hint and error. */
export type FormControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** The field's message; when set, the control gets aria-invalid and is described by it. */
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  /** The control's id; generated when missing. */
  controlId?: string;
  /**
   * One control element (`<Input {...register('email')} />`) that receives the ids, or a function
   * for controls whose focusable part is nested (`(props) => <Select><SelectTrigger {...props} />…`).
   */
  children: React.ReactElement | ((control: FormControlProps) => React.ReactNode);
};

function FormField({ label, error, hint, required = false, controlId, children, className, ...props }: FormFieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `field-${generatedId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FormControlProps = {
    id,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  return (
    <div data-slot="form-field" data-invalid={error ? true : undefined} className={cn('flex flex-col gap-2', className)} {...props}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {hint && (
        <p id={hintId} data-slot="form-field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function FieldError({ id, children }: { id: string | undefined; children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} data-slot="form-field-error" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

export type FormFieldsetProps = React.ComponentProps<'fieldset'> & {
  legend: React.ReactNode;
  error?: string;
  required?: boolean;
};

/** A group of controls with one legend and one error, e.g. "Services Interested In" checkboxes. */
function FormFieldset({ legend, error, required = false, className, children, ...props }: FormFieldsetProps) {
  const errorId = `${React.useId()}-error`;
  return (
    <fieldset
      data-slot="form-fieldset"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <legend className="mb-2 text-sm font-medium text-navy-900">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </legend>
      {children}
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </fieldset>
  );
}

export { FormField, FormFieldset };

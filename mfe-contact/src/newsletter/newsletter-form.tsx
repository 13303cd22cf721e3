import type { NewsletterFormProps } from '@staycompliant/contracts';
import { Button, cn } from '@staycompliant/ui';
import { FormField, Input } from '@staycompliant/ui/forms';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { HoneypotField, isHoneypotFilled } from '../spam/honeypot-field';
import { useSubscribe } from './use-subscribe';

const tones = {
  light: {
    title: 'text-navy-900',
    text: 'text-muted-foreground',
    field: '',
    input: '',
    button: 'primary',
  },
  dark: {
    title: 'text-white',
    text: 'text-navy-100',
    field: '[&_[data-slot=label]]:text-navy-100 [&_[data-slot=form-field-error]]:text-red-300',
    input: 'border-transparent focus-visible:ring-accent aria-invalid:ring-3 aria-invalid:ring-red-300',
    button: 'accent',
  },
} as const;

/**
 * The newsletter sign-up: the footer's (dark, on navy) and /resources' (light). The field is read
 * from the DOM, not held in state: the form is in the server's HTML and its code may arrive after
 * the visitor has typed, and hydrating a controlled field would put its empty state back.
 */
export function NewsletterForm({ tone = 'light' }: NewsletterFormProps) {
  const styles = tones[tone];
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { sending, fieldError, clearFieldError, preload, subscribe } = useSubscribe();
  const wasSending = useRef(false);
  // The button is disabled while sending and drops focus; put a keyboard user back in the field.
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) input.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const outcome = await subscribe(input.current?.value ?? '', isHoneypotFilled(honeypot.current));
    if (outcome === 'subscribed') {
      if (input.current) input.current.value = '';
      if (honeypot.current) honeypot.current.value = '';
    }
    if (outcome === 'invalid') input.current?.focus();
  };

  return (
    // method and action: the server's HTML is the form itself, sent to the site server without
    // JavaScript or before the app is live; once live, onSubmit sends it without a page load.
    <form
      method="post"
      action="/newsletter"
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-3"
    >
      <div>
        <p id={titleId} className={cn('font-semibold', styles.title)}>
          Subscribe to our newsletter
        </p>
        <p className={cn('mt-1 text-sm', styles.text)}>Compliance tips and filing deadlines for founders, in your inbox.</p>
      </div>
      <FormField label="Email address" error={fieldError} className={styles.field}>
        {(control) => (
          <div className="flex flex-col gap-2 min-[420px]:flex-row">
            <Input
              {...control}
              ref={input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@company.com"
              onFocus={preload}
              onChange={() => {
                if (fieldError) clearFieldError();
              }}
              className={cn('min-[420px]:flex-1', styles.input)}
            />
            <Button type="submit" variant={styles.button} loading={sending} className="min-[420px]:w-auto">
              {sending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        )}
      </FormField>
      <HoneypotField name="newsletter_website" ref={honeypot} />
    </form>
  );
}

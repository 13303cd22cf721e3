import { formPostPaths, honeypotFieldNames, type NewsletterFormProps, type PostedSubscription } from '@staycompliant/contracts';
import { Button, cn } from '@staycompliant/ui';
import { FormField, Input } from '@staycompliant/ui/forms';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { HoneypotField, isHoneypotFilled } from '../spam/honeypot-field';
import { type SubscribeNotice, subscribeErrorMessage } from './subscribe-error-message';
import { useSubscribe } from './use-subscribe';

const tones = {
  light: {
    title: 'text-navy-900',
    text: 'text-muted-foreground',
    field: '',
    input: 'default',
    button: 'primary',
  },
  dark: {
    title: 'text-white',
    text: 'text-navy-100',
    field: '[&_[data-slot=label]]:text-navy-100 [&_[data-slot=form-field-error]]:text-red-300',
    input: 'inverted',
    button: 'accent',
  },
} as const;

export const newsletterTitle = 'Subscribe to our newsletter';
export const newsletterPitch = 'Compliance tips and filing deadlines for founders, in your inbox.';

export interface NewsletterFormOptions extends NewsletterFormProps {
  /** A subscription posted without JavaScript that the site server refused: its address and its message. */
  posted?: PostedSubscription;
}

/**
 * The newsletter sign-up: the footer's (dark, on navy, with its own title), /resources' and the
 * /newsletter page's (light, each named by its page's heading: `labelledBy`). The field is read
 * from the DOM, not held in state: the form is in the server's HTML and its code may arrive after
 * the visitor has typed, and hydrating a controlled field would put its empty state back.
 */
export function NewsletterForm({ tone = 'light', posted, labelledBy }: NewsletterFormOptions) {
  const styles = tones[tone];
  const ownTitleId = useId();
  const titleId = labelledBy ?? ownTitleId;
  const [serverError, setServerError] = useState(posted?.errors.email);
  const [notice, setNotice] = useState<SubscribeNotice | undefined>(() =>
    posted?.refusal ? subscribeErrorMessage(posted.refusal) : undefined,
  );
  const input = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { sending, fieldError, clearFieldError, preload, subscribe } = useSubscribe();
  const error = fieldError ?? serverError;
  const wasSending = useRef(false);
  // A field focused, or typed into, in the server's HTML before this part was live called no handler:
  // what checks and sends loads now, as a focus would have loaded it.
  useEffect(() => {
    if (input.current && (input.current === document.activeElement || input.current.value !== '')) preload();
  }, [preload]);
  // The button is disabled while sending and drops focus; put a keyboard user back in the field.
  useEffect(() => {
    if (wasSending.current && !sending && document.activeElement === document.body) input.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setServerError(undefined);
    setNotice(undefined);
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
      action={formPostPaths.newsletter.action}
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-3"
    >
      {!labelledBy && (
        <div>
          <p id={titleId} className={cn('font-semibold', styles.title)}>
            {newsletterTitle}
          </p>
          <p className={cn('mt-1 text-sm', styles.text)}>{newsletterPitch}</p>
        </div>
      )}
      <FormField label="Email address" error={error} className={styles.field}>
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
              defaultValue={posted?.values.email}
              // The server's answer to a refused post: without JavaScript only autofocus takes the visitor to the field to correct.
              autoFocus={posted?.errors.email !== undefined}
              onFocus={preload}
              onChange={() => {
                if (fieldError) clearFieldError();
                setServerError(undefined);
              }}
              tone={styles.input}
              className="min-[420px]:flex-1"
            />
            <Button type="submit" variant={styles.button} loading={sending} className="min-[420px]:w-auto">
              {sending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        )}
      </FormField>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'rounded-control border px-3 py-2 text-sm font-medium',
            notice.tone === 'error'
              ? 'border-destructive/40 bg-destructive/5 text-destructive'
              : 'border-accent bg-accent-soft text-navy-900',
          )}
        >
          {notice.message}
        </p>
      )}
      <HoneypotField name={honeypotFieldNames.newsletter} ref={honeypot} />
    </form>
  );
}

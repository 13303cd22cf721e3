import { formPostPaths, honeypotFieldNames } from '@staycompliant/contracts';
import { Button, Card, Container, cn } from '@staycompliant/ui';
import { FormField, Input } from '@staycompliant/ui/forms';
import { type FormEvent, useId, useRef, useState } from 'react';
import { usePostedForm } from '../form-posts/use-posted-form';
import { type SubscribeNotice, subscribeErrorMessage } from '../newsletter/subscribe-error-message';
import { useSubscribe } from '../newsletter/use-subscribe';
import { HoneypotField, isHoneypotFilled } from '../spam/honeypot-field';

/**
 * /newsletter (noindex): the newsletter form as a page. The site server renders it again when a
 * subscription posted without JavaScript is refused (docs/architecture.md, "Forms without
 * JavaScript"): the address as typed, with the schema's message or the backend's answer in the
 * words the footer's form uses (docs/product.md, "Messages"). Once live it subscribes in place.
 */
export function NewsletterPage() {
  const titleId = useId();
  const posted = usePostedForm('newsletter');
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [serverError, setServerError] = useState(posted?.errors.email);
  const [notice, setNotice] = useState<SubscribeNotice | undefined>(() =>
    posted?.refusal ? subscribeErrorMessage(posted.refusal) : undefined,
  );
  const input = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { sending, fieldError, clearFieldError, preload, subscribe } = useSubscribe();
  const error = fieldError ?? serverError;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setServerError(undefined);
    setNotice(undefined);
    const outcome = await subscribe(email, isHoneypotFilled(honeypot.current));
    if (outcome === 'subscribed') {
      setEmail('');
      if (honeypot.current) honeypot.current.value = '';
    }
    if (outcome === 'invalid') input.current?.focus();
  };

  return (
    <section aria-labelledby={titleId} className="bg-linear-to-b from-navy-50 to-background">
      <Container className="py-12 md:py-16">
        <Card className="grid max-w-2xl gap-5 p-5 sm:p-6">
          <div>
            <h1 id={titleId} className="text-3xl font-bold text-navy-900">
              Subscribe to our newsletter
            </h1>
            <p className="mt-2 text-pretty text-muted-foreground">Compliance tips and filing deadlines for founders, in your inbox.</p>
          </div>
          <form
            method="post"
            action={formPostPaths.newsletter.action}
            noValidate
            aria-labelledby={titleId}
            onSubmit={onSubmit}
            className="relative flex flex-col gap-3"
          >
            <FormField label="Email address" error={error}>
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
                    // The server's answer to a refused post: without JavaScript only autofocus takes the visitor to the field to correct.
                    autoFocus={posted?.errors.email !== undefined}
                    value={email}
                    onFocus={preload}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      if (fieldError) clearFieldError();
                      setServerError(undefined);
                    }}
                    className="min-[420px]:flex-1"
                  />
                  <Button type="submit" loading={sending} className="min-[420px]:w-auto">
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
        </Card>
      </Container>
    </section>
  );
}

import { Button } from '@staycompliant/ui';
import { FormField, Input } from '@staycompliant/ui/forms';
import { type FormEvent, useRef, useState } from 'react';
import { operatorMessages, signInFailureMessage, signInMessages } from './operator-messages';
import { useSessionEndedByServer, useSignIn } from './use-operator-session';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** E-mail and password sign-in for the firm's operators; what was typed stays when it fails. */
export function SignInForm() {
  const signIn = useSignIn();
  const endedByServer = useSessionEndedByServer();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: FieldErrors = {
      ...(email ? {} : { email: signInMessages.emailRequired }),
      ...(password ? {} : { password: signInMessages.passwordRequired }),
    };
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    signIn.mutate({ email, password });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="operator-sign-in-title" className="flex flex-col gap-5">
      <h2 id="operator-sign-in-title" className="text-2xl font-bold text-navy-900">
        Operator sign-in
      </h2>
      {endedByServer ? (
        <p role="status" className="rounded-control border border-accent bg-accent-soft px-4 py-3 text-sm font-medium text-navy-900">
          {operatorMessages.sessionExpired}
        </p>
      ) : (
        <p className="text-muted-foreground">Sign in with your operator account.</p>
      )}
      <FormField label="Email" required error={fieldErrors.email}>
        <Input ref={emailRef} name="email" type="email" autoComplete="username" disabled={signIn.isPending} />
      </FormField>
      <FormField label="Password" required error={fieldErrors.password}>
        <Input ref={passwordRef} name="password" type="password" autoComplete="current-password" disabled={signIn.isPending} />
      </FormField>
      {signIn.isError && (
        <p
          role="alert"
          className="rounded-control border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
          {signInFailureMessage(signIn.error)}
        </p>
      )}
      <Button type="submit" size="lg" loading={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}

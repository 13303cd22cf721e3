import { Button, icons, Skeleton } from '@staycompliant/ui';
import type { ReactNode } from 'react';
import { AdminNavigation } from './admin-navigation';
import { operatorMessages } from './operator-messages';
import { SignInForm } from './sign-in-form';
import { isOperator, type Session, useOperatorSession, useSignOut } from './use-operator-session';

export const operatorPanelClassName = 'rounded-card border border-border bg-surface shadow-card max-sm:p-4 sm:max-lg:p-6 lg:p-8';

interface OperatorGateProps {
  /** The page's tools, rendered only for a signed-in operator. */
  children: (session: Session) => ReactNode;
}

/**
 * Every /admin page sits behind this: a skeleton while the session is read (the server always
 * renders it, since the session lives in the browser), the sign-in form when signed out, and for a
 * signed-in operator the bar (who, the admin navigation, sign-out) above the page's tools.
 */
export function OperatorGate({ children }: OperatorGateProps) {
  const session = useOperatorSession();
  if (session.isPending) {
    return (
      <div role="status" aria-busy="true" className={operatorPanelClassName}>
        <span className="sr-only">Checking your sign-in</span>
        <Skeleton className="h-7 w-48" />
        <Skeleton className="mt-6 h-11 w-full" />
        <Skeleton className="mt-4 h-11 w-full" />
      </div>
    );
  }
  // A session that cannot be read is treated as signed out: signing in again replaces it.
  if (!session.data) {
    return (
      <div className={`${operatorPanelClassName} mx-auto w-full max-w-md`}>
        <SignInForm />
      </div>
    );
  }
  const signedIn = session.data;
  return (
    <div className="flex flex-col gap-6">
      <SignedInBar email={signedIn.user.email ?? 'an operator account'} />
      {isOperator(signedIn) ? (
        children(signedIn)
      ) : (
        <p role="alert" className="rounded-control border border-destructive/40 bg-destructive/5 p-4 font-medium text-destructive">
          {operatorMessages.notAnOperator}
        </p>
      )}
    </div>
  );
}

function SignedInBar({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-muted px-4 py-3">
      <AdminNavigation />
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 text-sm wrap-anywhere text-navy-900">
          Signed in as <span className="font-semibold">{email}</span>
        </p>
        {signOut.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {operatorMessages.signOutFailed}
          </p>
        )}
        <Button variant="outline" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {!signOut.isPending && <icons.LogOut aria-hidden="true" />}
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </div>
  );
}

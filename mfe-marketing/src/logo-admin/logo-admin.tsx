import { Button, icons, Skeleton } from '@staycompliant/ui';
import { AdminLogoList } from './admin-logo-list';
import { LogoUploadForm } from './logo-upload-form';
import { logoMessages } from './logo-messages';
import { SignInForm } from './sign-in-form';
import { useAdminLogos } from './use-admin-logos';
import { isOperator, type Session, useOperatorSession, useSignOut } from './use-operator-session';

// Responsive classes as exclusive ranges: a later remote's plain `.p-4` would beat an `sm:p-6` (see logo-constants.ts).
const panelClassName = 'rounded-card border border-border bg-surface shadow-card max-sm:p-4 sm:max-lg:p-6 lg:p-8';

/** The operator's view of /admin/logos: sign-in, then the logos with upload and delete. */
export function LogoAdmin() {
  const session = useOperatorSession();
  if (session.isPending) {
    return (
      <div role="status" aria-busy="true" className={panelClassName}>
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
      <div className={`${panelClassName} mx-auto w-full max-w-md`}>
        <SignInForm />
      </div>
    );
  }
  return <SignedIn session={session.data} />;
}

function SignedIn({ session }: { session: Session }) {
  return (
    <div className="flex flex-col gap-6">
      <SignedInBar email={session.user.email ?? 'an operator account'} />
      {isOperator(session) ? (
        <OperatorTools />
      ) : (
        <p role="alert" className="rounded-control border border-destructive/40 bg-destructive/5 p-4 font-medium text-destructive">
          {logoMessages.notAnOperator}
        </p>
      )}
    </div>
  );
}

function OperatorTools() {
  const logos = useAdminLogos();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className={panelClassName}>
        <LogoUploadForm existingLogos={logos.data ?? []} />
      </div>
      <div className={panelClassName}>
        <AdminLogoList logos={logos} />
      </div>
    </div>
  );
}

function SignedInBar({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-muted px-4 py-3">
      <p className="min-w-0 text-sm wrap-anywhere text-navy-900">
        Signed in as <span className="font-semibold">{email}</span>
      </p>
      <div className="flex items-center gap-3">
        {signOut.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {logoMessages.signOutFailed}
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

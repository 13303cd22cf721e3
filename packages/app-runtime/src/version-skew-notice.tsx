import { useLocation } from '@staycompliant/router';
import { Button, icons } from '@staycompliant/ui';

/**
 * Shown in place of a remote the shell refuses to mount because it was built for other versions of
 * React, the router, the query client or the kit; the console names the versions. Trying the load
 * again in place gets the same answer, so the way to retry is a new page load, a plain link that
 * works without JavaScript too: it reads remotes.json again, and so finds a release switched back.
 */
export function VersionSkewNotice() {
  const { pathname, search } = useLocation();
  return (
    <div
      role="status"
      data-slot="version-skew-notice"
      className="mx-4 my-8 flex max-w-xl flex-col items-center gap-3 rounded-card border border-border bg-surface px-6 py-8 text-center text-foreground shadow-card sm:mx-auto"
    >
      <icons.Info aria-hidden="true" className="size-8 text-accent-strong" />
      <p className="text-lg font-semibold">This part of the page is being updated.</p>
      <p className="text-sm text-muted-foreground">Please check back in a few minutes. The rest of the site works as usual.</p>
      <Button asChild variant="outline" className="mt-2">
        <a href={`${pathname}${search}`}>
          <icons.RefreshCw aria-hidden="true" className="size-4" />
          Reload the page
        </a>
      </Button>
    </div>
  );
}

import { Button, icons, Skeleton } from '@staycompliant/ui';
import { useRef, useState } from 'react';
import type { LogoItem } from '../client-logos/logo-rules';
import { DeleteLogoDialog } from './delete-logo-dialog';
import { logoMessages, storageFailureReason } from './logo-messages';
import { type useAdminLogos, useDeleteLogo } from './use-admin-logos';

/** The bucket's logos, each with its thumbnail, name and a delete button that asks first. */
export function AdminLogoList({ logos }: { logos: ReturnType<typeof useAdminLogos> }) {
  const deleteLogo = useDeleteLogo();
  const [confirming, setConfirming] = useState<LogoItem | null>(null);
  const openedBy = useRef<HTMLButtonElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Back to the delete button that opened the dialog; once that logo is gone, to the list's heading.
  const restoreFocus = () => {
    if (openedBy.current?.isConnected) openedBy.current.focus();
    else headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="logo-list-title" className="flex flex-col gap-4">
      <h2 id="logo-list-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
        Logos on the home page{logos.data ? ` (${logos.data.length})` : ''}
      </h2>
      {logos.isPending ? (
        <LogoListSkeleton />
      ) : logos.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-control border border-destructive/40 bg-destructive/5 p-4">
          <p className="text-sm font-medium text-destructive">{logoMessages.listFailed(storageFailureReason(logos.error, 'list'))}</p>
          <Button variant="outline" size="sm" loading={logos.isFetching} onClick={() => void logos.refetch()}>
            {!logos.isFetching && <icons.RefreshCw aria-hidden="true" />}
            Try again
          </Button>
        </div>
      ) : logos.data.length === 0 ? (
        <p className="text-muted-foreground">No client logos yet. Upload the first one above.</p>
      ) : (
        <ul aria-labelledby="logo-list-title" className="divide-y divide-border rounded-card border border-border bg-surface">
          {logos.data.map((logo) => (
            <li key={logo.name} className="flex items-center max-sm:gap-3 max-sm:p-2 sm:gap-4 sm:p-4">
              <div className="flex shrink-0 items-center justify-center rounded-control bg-muted max-sm:h-12 max-sm:w-16 max-sm:p-1.5 sm:h-14 sm:w-28 sm:p-2">
                <img src={logo.url} alt="" loading="lazy" className="max-h-10 w-auto max-w-full object-contain" />
              </div>
              <p className="min-w-0 flex-1 text-sm font-medium wrap-anywhere text-navy-900">{logo.name}</p>
              <Button
                variant="ghost-destructive"
                size="icon"
                onClick={(event) => {
                  openedBy.current = event.currentTarget;
                  setConfirming(logo);
                }}
              >
                <icons.Trash2 aria-hidden="true" className="size-5" />
                <span className="sr-only">Delete {logo.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteLogoDialog
        logo={confirming}
        onClose={() => setConfirming(null)}
        onClosed={restoreFocus}
        onConfirm={(logo) => {
          // Its button is about to leave the list.
          openedBy.current = null;
          setConfirming(null);
          deleteLogo.mutate(logo);
        }}
      />
    </section>
  );
}

function LogoListSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading logos</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 rounded-card border border-border p-3">
          <Skeleton className="max-sm:h-12 max-sm:w-16 sm:h-14 sm:w-28" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="size-11" />
        </div>
      ))}
    </div>
  );
}

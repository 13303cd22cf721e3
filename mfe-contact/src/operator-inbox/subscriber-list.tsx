import { getOperatorClient } from '@staycompliant/backend-client';
import { failureReason, isSessionRejected } from '@staycompliant/operator-console';
import { useSearchParams } from '@staycompliant/router';
import { Button, icons } from '@staycompliant/ui';
import { toast } from '@staycompliant/ui/toast';
import { useRef, useState } from 'react';
import { subscribersCsv } from './csv-export';
import type { Subscriber } from './enquiry-model';
import { ExportButton } from './export-button';
import { formatWhen } from './format';
import { fetchAllSubscribers } from './inbox-backend';
import { readSubscriberFilter } from './list-query';
import { EmptyState, ListSkeleton, LoadFailure } from './list-states';
import { Pager } from './pager';
import { RemoveSubscriberDialog } from './remove-subscriber-dialog';
import { SearchBox } from './search-box';
import { useRemoveSubscriber, useSubscriberPage } from './use-inbox';

/** The subscribers, 25 a page, with a search, the export and removal (the unsubscribe). */
export function SubscriberList() {
  const [params] = useSearchParams();
  const filter = readSubscriberFilter(params);
  const page = useSubscriberPage(filter);
  const remove = useRemoveSubscriber();
  const [confirming, setConfirming] = useState<Subscriber | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmRemoval = (subscriber: Subscriber) => {
    setConfirming(null);
    remove.mutate(subscriber.id, {
      onSuccess: (removed) => {
        if (removed > 0) toast.success(`${subscriber.email} was unsubscribed.`);
        else toast.error(`We could not remove ${subscriber.email}: it was removed already, or this account may not remove subscribers.`);
      },
      onError: (error) => {
        if (!isSessionRejected(error)) toast.error(`We could not remove ${subscriber.email}: ${failureReason(error)}`);
      },
    });
  };

  return (
    <section aria-labelledby="subscriber-list-title" className="flex flex-col gap-5">
      <h2 id="subscriber-list-title" ref={headingRef} tabIndex={-1} className="sr-only">
        Subscriber list
      </h2>
      <div className="grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
        <SearchBox label="Search e-mail" />
        <ExportButton
          kind="subscribers"
          makeCsv={async () => subscribersCsv(await fetchAllSubscribers(await getOperatorClient(), { search: filter.search }))}
        />
      </div>
      {page.isPending ? (
        <ListSkeleton label="Loading subscribers" />
      ) : page.isError && !page.data ? (
        <LoadFailure what="the subscribers" error={page.error} retrying={page.isFetching} onRetry={() => void page.refetch()} />
      ) : page.data.rows.length === 0 ? (
        <EmptyState
          title={filter.search ? 'No subscriber matches this search.' : 'No subscribers yet.'}
          hint={filter.search ? 'Change the search to see more.' : 'Subscriptions from the newsletter form appear here.'}
        />
      ) : (
        <div aria-busy={page.isFetching} className="flex flex-col gap-4">
          <ul aria-label="Subscribers, newest first" className="divide-y divide-border rounded-card border border-border bg-surface">
            {page.data.rows.map((subscriber) => (
              <li key={subscriber.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-navy-900">{subscriber.email}</p>
                  <p className="text-sm text-muted-foreground">Subscribed {formatWhen(subscriber.created_at)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${subscriber.email}`}
                  disabled={remove.isPending && remove.variables === subscriber.id}
                  onClick={() => setConfirming(subscriber)}
                >
                  <icons.Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={page.data} label="Subscriber pages" />
        </div>
      )}
      <RemoveSubscriberDialog
        subscriber={confirming}
        onConfirm={confirmRemoval}
        onClose={() => setConfirming(null)}
        onClosed={() => headingRef.current?.focus()}
      />
    </section>
  );
}

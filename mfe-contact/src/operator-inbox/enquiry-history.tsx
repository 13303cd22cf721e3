import { type EnquiryChange, isEnquiryStatus, statusLabels } from './enquiry-model';
import { formatWhen } from './format';
import { ListSkeleton, LoadFailure } from './list-states';
import { useEnquiryHistory } from './use-inbox';

function shown(change: EnquiryChange, value: string | null): string {
  if (change.field === 'status') return value && isEnquiryStatus(value) ? statusLabels[value] : (value ?? '—');
  return value ? value : '(empty)';
}

/** The append-only history: who changed what, when, from which value to which; newest first. */
export function EnquiryHistory({ id }: { id: string }) {
  const history = useEnquiryHistory(id);
  return (
    <section
      aria-labelledby="enquiry-history-title"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-card"
    >
      <h3 id="enquiry-history-title" className="text-lg font-bold text-navy-900">
        History
      </h3>
      {history.isPending ? (
        <ListSkeleton label="Loading the history" />
      ) : history.isError ? (
        <LoadFailure what="the history" error={history.error} retrying={history.isFetching} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes yet.</p>
      ) : (
        <ol aria-label="Changes, newest first" className="flex flex-col gap-3">
          {history.data.map((change) => (
            <li key={change.id} className="border-l-2 border-navy-200 pl-3 text-sm">
              <p className="text-muted-foreground">
                <time dateTime={change.changed_at}>{formatWhen(change.changed_at)}</time> · {change.changed_by_email ?? 'the system'}
              </p>
              <p className="wrap-anywhere text-navy-900">
                <span className="font-semibold">{change.field === 'status' ? 'Status' : 'Notes'}:</span>{' '}
                <span className="whitespace-pre-wrap">{shown(change, change.old_value)}</span> →{' '}
                <span className="whitespace-pre-wrap">{shown(change, change.new_value)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { failureReason, isSessionRejected } from '@staycompliant/operator-console';
import { Button } from '@staycompliant/ui';
import { toast } from '@staycompliant/ui/toast';
import type { Enquiry } from './enquiry-model';
import { formatWhen } from './format';
import { useResendAlert } from './use-inbox';

/** One line for the alert's state: queued, sent (with the time), retrying (attempt n), failed. */
function alertSummary(enquiry: Enquiry): string {
  const attempts = enquiry.alert_attempts ?? 0;
  switch (enquiry.alert_status) {
    case 'queued':
      return 'Queued: the e-mail leaves with the next dispatch.';
    case 'sent':
      return `Sent ${enquiry.alert_sent_at ? formatWhen(enquiry.alert_sent_at) : ''}`.trim();
    case 'retrying':
      return `Retrying: attempt ${attempts} failed, the next one is scheduled.`;
    case 'failed':
      return `Failed after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}.`;
    default:
      return 'Sent before the alert queue existed: no state recorded.';
  }
}

/**
 * The alert e-mail to the firm for this enquiry (docs/architecture/enquiry-alert.md, "The enquiry alert"), and Resend for
 * a failed one. The inbox admits admins only, and the RPC behind Resend refuses anyone else.
 */
export function EnquiryAlert({ enquiry }: { enquiry: Enquiry }) {
  const resend = useResendAlert(enquiry.id);
  const failed = enquiry.alert_status === 'failed';
  const resendError =
    resend.isError && !isSessionRejected(resend.error) ? `We could not resend the alert: ${failureReason(resend.error)}` : undefined;
  return (
    <section
      aria-labelledby="enquiry-alert-title"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-card"
    >
      <h3 id="enquiry-alert-title" className="text-lg font-bold text-navy-900">
        Alert e-mail
      </h3>
      <p className="text-sm text-navy-900">{alertSummary(enquiry)}</p>
      {enquiry.alert_status === 'sent' && enquiry.alert_response ? (
        <p className="text-sm wrap-anywhere text-muted-foreground">Mail server: {enquiry.alert_response}</p>
      ) : null}
      {(failed || enquiry.alert_status === 'retrying') && enquiry.alert_last_error ? (
        <p className="text-sm wrap-anywhere text-muted-foreground">Last error: {enquiry.alert_last_error}</p>
      ) : null}
      {failed ? (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          loading={resend.isPending}
          onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success('Alert queued again.') })}
        >
          Resend
        </Button>
      ) : null}
      {resendError ? (
        <p
          role="alert"
          className="rounded-control border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
          {resendError}
        </p>
      ) : null}
    </section>
  );
}

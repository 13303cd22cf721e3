import type { DevBackend } from '../index.js';
import type { SmtpCatcher } from './smtp-catcher.js';

/**
 * The mail server down while enquiries arrive, then back (docs/architecture/enquiry-alert.md, "The enquiry alert"), on a
 * backend that runs production's alert timings divided by `scale`: test/alert-delivery.test.ts runs it at a
 * tenth and asserts the statement, `npm run bench` (bench-alert-outage.ts) at production's and prints the
 * last arrival against its budget.
 */

/** The statement at production's timings; a run divides every duration by its scale. */
export const mailOutage = {
  enquiries: 20,
  outageMs: 60_000,
  /** They arrive evenly over the outage's first 20 s: they fail at different ticks and wait on different backoffs. */
  arrivingOverMs: 20_000,
  /** Every e-mail within this long of the server's return. */
  deliveredWithinMs: 60_000,
  /** Attempts by the end of the outage: the first tick's and, 30 s later, the first retry's; the probes are not attempts. */
  attemptsDuring: { min: 1, max: 2 },
  /** Attempts once sent: at most one more. */
  attemptsAfter: 3,
} as const;

export interface AlertState {
  id: string;
  email: string;
  alert_status: string;
  alert_attempts: number;
  alert_sent_at: string | null;
  alert_last_error: string | null;
  alert_response: string | null;
}

export interface MailOutageRun {
  emails: string[];
  /** The alerts as they stood at the end of the outage. */
  during: AlertState[];
  /** E-mails of these enquiries the catcher held by then. */
  caughtDuring: number;
  /** From the server's return to the last enquiry's first e-mail; null if one had none after three times the budget. */
  lastArrivalMs: number | null;
  /** The alerts once the queue is empty (or after waiting for it as long as the budget). */
  after: AlertState[];
  queuedAfter: number;
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** Stops the catcher, sends the enquiries as a visitor through the REST API, and starts the catcher again after the outage. */
export async function runMailOutage(
  backend: DevBackend,
  smtp: SmtpCatcher,
  options: { scale: number; tag: string },
): Promise<MailOutageRun> {
  const scaled = (ms: number) => ms / options.scale;
  const emails = Array.from({ length: mailOutage.enquiries }, (_, n) => `long-outage-${n + 1}-${options.tag}@example.com`);
  const alerts = () => alertsOf(backend, emails);
  const caught = () => emails.filter((email) => smtp.holding(email).length > 0).length;
  const queued = async () => Number((await backend.sql<{ n: number }>('select count(*)::int as n from pgmq.q_enquiry_alerts'))[0]!.n);

  await smtp.stop();
  const down = Date.now();
  let during: AlertState[];
  let caughtDuring: number;
  try {
    for (const [n, email] of emails.entries()) {
      await sleepUntil(down + (n * scaled(mailOutage.arrivingOverMs)) / mailOutage.enquiries);
      await submit(backend, email);
    }
    await sleepUntil(down + scaled(mailOutage.outageMs));
    // The statement is about the retries, not the host's speed: on a slow host the dispatcher may not
    // have reached the last enquiries by the outage's end, so it lasts until each was tried once, at
    // most twice as long.
    const untriedUntil = down + 2 * scaled(mailOutage.outageMs);
    while ((await alerts()).some((alert) => alert.alert_attempts === 0) && Date.now() < untriedUntil) await sleepUntil(Date.now() + 100);
    during = await alerts();
    caughtDuring = caught();
  } finally {
    await smtp.start();
  }
  const back = Date.now();
  const pollMs = Math.min(500, scaled(mailOutage.deliveredWithinMs) / 100);
  while (caught() < emails.length && Date.now() < back + 3 * scaled(mailOutage.deliveredWithinMs)) await sleepUntil(Date.now() + pollMs);
  const arrivals = emails.map((email) => smtp.holding(email)[0]?.receivedAt);
  const lastArrivalMs = arrivals.every((at) => at !== undefined) ? Math.max(...(arrivals as number[])) - back : null;

  const settledBy = Date.now() + Math.max(5_000, scaled(mailOutage.deliveredWithinMs));
  while ((await queued()) > 0 && Date.now() < settledBy) await sleepUntil(Date.now() + pollMs);
  return { emails, during, caughtDuring, lastArrivalMs, after: await alerts(), queuedAfter: await queued() };
}

async function submit(backend: DevBackend, email: string): Promise<void> {
  const response = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Alert Tester',
      email,
      company_size: '10-100',
      services_interested: ['Tax Filing'],
      description: 'An enquiry sent while the mail server is down.',
    }),
  });
  if (response.status !== 201)
    throw new Error(`Sending the enquiry from ${email} failed: HTTP ${response.status} ${await response.text()}`);
}

async function alertsOf(backend: DevBackend, emails: string[]): Promise<AlertState[]> {
  const rows = await backend.sql<AlertState>(
    `select id, email, alert_status::text, alert_attempts, alert_sent_at::text, alert_last_error, alert_response
       from public.contact_submissions where email = any($1::text[])`,
    [emails],
  );
  return emails.map((email) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`No enquiry from ${email}`);
    return row;
  });
}

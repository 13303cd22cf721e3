import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutage, runMailOutage } from '../src/bench/alert-outage.js';
import { SmtpCatcher } from '../src/bench/smtp-catcher.js';
import { type DevBackend, scaledAlertTimings, startDevBackend } from '../src/index.js';
import { type BackendKind, backendKinds, createTestDatabase, pgliteDataDir, pgNetRequestsInFlight, rawFetch } from './helpers/backends.js';

// The enquiry alert end to end with the real parts (docs/architecture/enquiry-alert.md, "The enquiry alert"): the
// backend's dispatcher timer and pg_net stand-in, enquiry-alert on Deno, and a mail server the test
// stops, starts, makes refuse and holds mid-transaction. The backend runs production's timings divided
// by `scale` (a 1 s tick; 3 s, 12 s, 60 s … between attempts; a probe every 2 s): the outage test asserts
// production's statement at that speed, and `npm run bench` runs it at production's own. The tests about
// something other than timing shorten them further: they tick every 200 ms themselves.
const scale = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

interface AlertState {
  id: string;
  alert_status: string;
  alert_attempts: number;
  alert_sent_at: string | null;
  alert_last_error: string | null;
  alert_response: string | null;
}

// One mail server for both backends, and both started at once: a start is mostly the database's and
// Deno's work, each on a core of its own when it can. Each kind's tests use addresses of their own.
const smtp = new SmtpCatcher();
const started = new Map<BackendKind, { backend: DevBackend; dataDir: string }>();
beforeAll(async () => {
  await smtp.start();
  vi.stubEnv('SMTP_PORT', String(smtp.port));
  const starts = await Promise.allSettled(
    backendKinds.map(async (kind) => {
      const dataDir = pgliteDataDir();
      const databaseUrl = kind === 'postgres' ? await createTestDatabase() : undefined;
      const backend = await startDevBackend({
        port: 0,
        dataDir,
        databaseUrl,
        quiet: true,
        edgeFunctions: true,
        alertTimings: scaledAlertTimings(scale),
      });
      started.set(kind, { backend, dataDir });
      expect(await backend.edgeFunctionsReady).toBe(true);
    }),
  );
  for (const start of starts) if (start.status === 'rejected') throw start.reason;
}, 180_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const { backend, dataDir } of started.values()) {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await smtp.stop();
});

describe.each(backendKinds)('the enquiry alert on %s, with Deno and a mail server', (kind) => {
  let backend: DevBackend;
  beforeAll(() => {
    backend = started.get(kind)!.backend;
  });

  async function submit(email: string): Promise<void> {
    const response = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
      method: 'POST',
      ...json({
        name: 'Alert Tester',
        email,
        company_size: '10-100',
        services_interested: ['Tax Filing'],
        description: 'An enquiry for the alert tests.',
      }),
    });
    expect(response.status).toBe(201);
  }
  async function alertOf(email: string): Promise<AlertState> {
    const response = await rawFetch(
      backend,
      backend.serviceRoleKey,
      `/rest/v1/contact_submissions?select=id,alert_status,alert_attempts,alert_sent_at,alert_last_error,alert_response&email=eq.${email}`,
    );
    return ((await response.json()) as AlertState[])[0]!;
  }
  const queued = async () => Number((await backend.sql<{ n: number }>('select count(*)::int as n from pgmq.q_enquiry_alerts'))[0]!.n);

  const alertsOf = async (emails: string[]) => Promise.all(emails.map(alertOf));

  /** Nothing queued and nothing in flight: no e-mail can come after this. */
  const settled = async () => (await queued()) === 0 && (await pgNetRequestsInFlight(backend)) === 0;

  /** Runs `run` with a tick every 200 ms (besides the backend's own) and `retryDelaysSeconds` between attempts. */
  async function withShortTimings(run: () => Promise<void>, retryDelaysSeconds = [1]): Promise<void> {
    const [started] = await backend.sql<{ retry_delays_seconds: number[]; read_vt_seconds: number }>(
      'select retry_delays_seconds, read_vt_seconds from enquiry_alert.settings',
    );
    await backend.sql(`update enquiry_alert.settings set retry_delays_seconds = array[${retryDelaysSeconds.join(',')}]`);
    let ticking = true;
    const ticks = (async () => {
      while (ticking) {
        await backend.dispatchAlerts();
        await sleep(200);
      }
    })();
    try {
      await run();
    } finally {
      ticking = false;
      await ticks;
      await backend.sql('update enquiry_alert.settings set retry_delays_seconds = $1, read_vt_seconds = $2', [
        started!.retry_delays_seconds,
        started!.read_vt_seconds,
      ]);
    }
  }

  const seconds = (ms: number) => ms / scale / 1000;
  // Production's statement (src/bench/alert-outage.ts) at a tenth of its timings; `npm run bench` runs it at production's.
  it(`mail server down for ${seconds(mailOutage.outageMs)} s while ${mailOutage.enquiries} enquiries arrive: each tried during it, every one e-mailed once after its return, distinct Message-IDs (the bench holds the time)`, async () => {
    const run = await runMailOutage(backend, smtp, { scale, tag: kind });
    expect(run.caughtDuring).toBe(0);
    for (const alert of run.during) {
      // Tried at its first tick and one retry delay later; the probes are not attempts.
      expect(alert.alert_attempts).toBeGreaterThanOrEqual(mailOutage.attemptsDuring.min);
      expect(alert.alert_attempts).toBeLessThanOrEqual(mailOutage.attemptsDuring.max);
      expect(alert.alert_status).toBe('retrying');
      expect(alert.alert_last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    console.info(
      `[${kind}] the last of ${mailOutage.enquiries} alerts arrived ${((run.lastArrivalMs ?? Number.NaN) / 1000).toFixed(1)} s after the mail server came back`,
    );
    // Every alert arrived (runMailOutage waits three times the delivery budget at most); the time
    // against the budget is the bench's (src/bench/alert-outage.ts), at production's timings.
    expect(run.lastArrivalMs).not.toBeNull();

    expect(run.queuedAfter).toBe(0);
    for (const [n, email] of run.emails.entries()) {
      const alert = run.after[n]!;
      expect(smtp.holding(email)).toHaveLength(1);
      expect(alert).toMatchObject({ alert_status: 'sent', alert_last_error: null });
      expect(alert.alert_attempts).toBeLessThanOrEqual(mailOutage.attemptsAfter);
      expect(smtp.holding(email)[0]!.messageId).toBe(`<enquiry-${alert.id}@staycompliant.test>`);
    }
    const ids = smtp.messages.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it('the function killed while it sends a batch: after its restart every enquiry of the batch is e-mailed exactly once', async () => {
    await withShortTimings(async () => {
      // The killed batch's messages come back after 4 s instead of 2 minutes: well after the kill, which
      // comes about 1 s after their read here.
      await backend.sql('update enquiry_alert.settings set read_vt_seconds = 4');
      const emails = Array.from({ length: 10 }, (_, n) => `crash-${n + 1}-${kind}@example.com`);
      smtp.holdingReplies = true;
      try {
        for (const email of emails) await submit(email);
        // All ten are mid-transaction: their data is in, the reply to DATA's end is held.
        await expect.poll(() => smtp.waitingForReply, { timeout: 15_000 }).toBe(10);
        // Four are accepted and settled (each right after its own send) before the kill.
        smtp.release(4);
        await expect
          .poll(async () => (await alertsOf(emails)).filter((alert) => alert.alert_status === 'sent').length, { timeout: 10_000 })
          .toBe(4);
        const pid = backend.edgeFunctionsPid();
        expect(pid).toBeGreaterThan(0);
        process.kill(pid!, 'SIGKILL');
        // The six open transactions end without their 250: the catcher discards them, as a mail server does.
        await expect.poll(() => smtp.waitingForReply, { timeout: 5_000 }).toBe(0);
      } finally {
        smtp.holdingReplies = false;
        smtp.release();
      }
      expect(emails.filter((email) => smtp.holding(email).length > 0)).toHaveLength(4);

      // Deno is restarted; the six come back when their visibility ends.
      await expect
        .poll(async () => (await rawFetch(backend, backend.anonKey, '/functions/v1/enquiry-alert', { method: 'POST' })).status, {
          timeout: 30_000,
        })
        .toBe(401);
      expect(backend.edgeFunctionsPid()).not.toBe(undefined);
      await expect.poll(() => emails.every((email) => smtp.holding(email).length > 0), { timeout: 30_000 }).toBe(true);
      await expect.poll(settled, { timeout: 10_000 }).toBe(true);
      for (const email of emails) {
        expect(smtp.holding(email)).toHaveLength(1);
        expect((await alertOf(email)).alert_status).toBe('sent');
      }
      const ids = emails.map((email) => smtp.holding(email)[0]!.messageId);
      expect(new Set(ids).size).toBe(10);
    });
  }, 90_000);

  it('mail server down, then back (short timings): every alert arrives once, with no duplicate Message-ID', () =>
    withShortTimings(async () => {
      await smtp.stop();
      const emails = [1, 2, 3, 4, 5].map((n) => `short-outage-${n}-${kind}@example.com`);
      for (const email of emails) await submit(email);
      // Failed attempts are counted and spaced by the backoff; nothing is lost while the server is down.
      await expect.poll(async () => (await alertOf(emails[0]!)).alert_attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      for (const email of emails) {
        const alert = await alertOf(email);
        expect(alert.alert_status).toBe('retrying');
        expect(alert.alert_last_error).toMatch(/ECONNREFUSED|connect/i);
      }
      expect(emails.flatMap((email) => smtp.holding(email))).toHaveLength(0);

      await smtp.start();
      await expect.poll(() => emails.every((email) => smtp.holding(email).length > 0), { timeout: 20_000 }).toBe(true);
      await expect.poll(settled, { timeout: 10_000 }).toBe(true);
      for (const email of emails) {
        expect(smtp.holding(email)).toHaveLength(1);
        const alert = await alertOf(email);
        expect(alert).toMatchObject({ alert_status: 'sent', alert_last_error: null });
        expect(alert.alert_response).toMatch(/^250/);
        expect(alert.alert_sent_at).not.toBeNull();
        expect(smtp.holding(email)[0]!.messageId).toBe(`<enquiry-${alert.id}@staycompliant.test>`);
      }
      const ids = smtp.messages.map((message) => message.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    }));

  it('a message made visible again after its e-mail was sent gives no second e-mail', () =>
    withShortTimings(async () => {
      const email = `redelivered-${kind}@example.com`;
      await submit(email);
      await expect.poll(() => smtp.holding(email).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await alertOf(email)).alert_status, { timeout: 5_000 }).toBe('sent');
      const { id } = await alertOf(email);
      await backend.sql(`select pgmq.send('enquiry_alerts', jsonb_build_object('enquiry_id', $1::uuid))`, [id]);
      await expect.poll(settled, { timeout: 5_000 }).toBe(true);
      expect(smtp.holding(email)).toHaveLength(1);
    }));

  // No wait between attempts: this is about their count, not their spacing (the schedule: alert-queue-sql.test.ts).
  it('a mail server that refuses every message: failed after 8 attempts, dead-lettered; Resend delivers it once the server takes mail', () =>
    withShortTimings(async () => {
      smtp.refusing = true;
      const email = `refused-${kind}@example.com`;
      try {
        await submit(email);
        await expect.poll(async () => (await alertOf(email)).alert_status, { timeout: 45_000, interval: 250 }).toBe('failed');
      } finally {
        smtp.refusing = false;
      }
      const failed = await alertOf(email);
      expect(failed.alert_attempts).toBe(8);
      expect(failed.alert_last_error).toMatch(/550/);
      expect(await queued()).toBe(0);
      const dead = await backend.sql<{ message: { enquiry_id: string } }>('select message from pgmq.q_enquiry_alerts_dead');
      expect(dead.map((row) => row.message.enquiry_id)).toContain(failed.id);
      expect(smtp.holding(email)).toHaveLength(0);

      const signIn = await rawFetch(backend, backend.anonKey, '/auth/v1/token?grant_type=password', {
        method: 'POST',
        ...json({ email: backend.adminEmail, password: backend.adminPassword }),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const resend = await rawFetch(backend, backend.anonKey, '/rest/v1/rpc/resend_enquiry_alert', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ enquiry_id: failed.id }),
      });
      expect(resend.ok).toBe(true);
      await expect.poll(() => smtp.holding(email).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await alertOf(email)).alert_status, { timeout: 5_000 }).toBe('sent');
      expect((await alertOf(email)).alert_attempts).toBe(1);
    }, [0]));
});

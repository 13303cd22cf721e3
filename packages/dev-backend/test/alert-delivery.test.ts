import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmtpCatcher } from '../src/bench/smtp-catcher.js';
import { type DevBackend, startDevBackend } from '../src/index.js';
import { backendKinds, createTestDatabase, pgliteDataDir, rawFetch } from './helpers/backends.js';

// The enquiry alert end to end with the real parts (docs/architecture.md, "The enquiry alert"): the
// backend's dispatcher timer and pg_net stand-in, notify-enquiry on Deno, and a mail server the test
// stops, starts, makes refuse and holds mid-transaction. The backend runs the production timings (a
// 10 s tick; 30 s, 2 min, 10 min … between attempts); the tests about something other than timing
// shorten them: they tick every 200 ms themselves and wait 1 s between attempts.

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

describe.each(backendKinds)('the enquiry alert on %s, with Deno and a mail server', (kind) => {
  let backend: DevBackend;
  let dataDir = '';
  const smtp = new SmtpCatcher();

  beforeAll(async () => {
    await smtp.start();
    vi.stubEnv('SMTP_PORT', String(smtp.port));
    dataDir = pgliteDataDir();
    const databaseUrl = kind === 'postgres' ? await createTestDatabase() : undefined;
    backend = await startDevBackend({ port: 0, dataDir, databaseUrl, quiet: true, edgeFunctions: true });
    expect(await backend.edgeFunctionsReady).toBe(true);
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend?.stop();
    await smtp.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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

  /** Runs `run` with a tick every 200 ms (besides the backend's 10 s) and 1 s between attempts. */
  async function withShortTimings(run: () => Promise<void>): Promise<void> {
    await backend.sql('update enquiry_alert.settings set retry_delays_seconds = array[1]');
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
      await backend.sql('update enquiry_alert.settings set retry_delays_seconds = default, read_vt_seconds = default');
    }
  }

  // The must-show, at production timings: the real 10 s tick and the real backoff.
  it('mail server down for 60 s while 20 enquiries arrive: all 20 e-mails within 60 s of its return, once each, distinct Message-IDs', async () => {
    const emails = Array.from({ length: 20 }, (_, n) => `long-outage-${n + 1}-${kind}@example.com`);
    await smtp.stop();
    const down = Date.now();
    // One a second, over the outage's first 20 s: they fail at different ticks and wait on different backoffs.
    for (const email of emails) {
      await submit(email);
      await sleep(1_000);
    }
    await sleep(down + 60_000 - Date.now());
    const during = await alertsOf(emails);
    expect(emails.flatMap((email) => smtp.holding(email))).toHaveLength(0);
    for (const alert of during) {
      // Tried at its first tick and 30 s later; the probes (every 20 s) are not attempts.
      expect(alert.alert_attempts).toBeGreaterThanOrEqual(1);
      expect(alert.alert_attempts).toBeLessThanOrEqual(2);
      expect(alert.alert_status).toBe('retrying');
      expect(alert.alert_last_error).toMatch(/ECONNREFUSED|connect/i);
    }

    await smtp.start();
    const back = Date.now();
    await expect.poll(() => emails.every((email) => smtp.holding(email).length > 0), { timeout: 60_000, interval: 500 }).toBe(true);
    const lastArrival = Math.max(...emails.map((email) => smtp.holding(email)[0]!.receivedAt));
    console.info(`[${kind}] the last of 20 alerts arrived ${((lastArrival - back) / 1000).toFixed(1)} s after the mail server came back`);
    expect(lastArrival - back).toBeLessThanOrEqual(60_000);

    await expect.poll(queued, { timeout: 15_000 }).toBe(0);
    for (const email of emails) {
      expect(smtp.holding(email)).toHaveLength(1);
      const alert = await alertOf(email);
      expect(alert).toMatchObject({ alert_status: 'sent', alert_last_error: null });
      expect(alert.alert_attempts).toBeLessThanOrEqual(3);
      expect(smtp.holding(email)[0]!.messageId).toBe(`<enquiry-${alert.id}@staycompliant.test>`);
    }
    const ids = smtp.messages.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  }, 180_000);

  it('the function killed while it sends a batch: after its restart every enquiry of the batch is e-mailed exactly once', async () => {
    await withShortTimings(async () => {
      // The killed batch's messages come back after 6 s instead of 2 minutes.
      await backend.sql('update enquiry_alert.settings set read_vt_seconds = 6');
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
        .poll(async () => (await rawFetch(backend, backend.anonKey, '/functions/v1/notify-enquiry', { method: 'POST' })).status, {
          timeout: 30_000,
        })
        .toBe(401);
      expect(backend.edgeFunctionsPid()).not.toBe(undefined);
      await expect.poll(() => emails.every((email) => smtp.holding(email).length > 0), { timeout: 30_000 }).toBe(true);
      await expect.poll(queued, { timeout: 10_000 }).toBe(0);
      await sleep(1_000);
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
      await new Promise((resolve) => setTimeout(resolve, 2_000));
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
      expect(await queued()).toBe(0);
    }));

  it('a message made visible again after its e-mail was sent gives no second e-mail', () =>
    withShortTimings(async () => {
      const email = `redelivered-${kind}@example.com`;
      await submit(email);
      await expect.poll(() => smtp.holding(email).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await alertOf(email)).alert_status, { timeout: 5_000 }).toBe('sent');
      const { id } = await alertOf(email);
      await backend.sql(`select pgmq.send('enquiry_alerts', jsonb_build_object('enquiry_id', $1::uuid))`, [id]);
      await expect.poll(queued, { timeout: 5_000 }).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(smtp.holding(email)).toHaveLength(1);
    }));

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
    }));
});

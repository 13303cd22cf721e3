import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DevBackend, startDevBackend } from '../src/index.js';
import { backendKinds, createTestDatabase, pgliteDataDir, rawFetch } from './helpers/backends.js';
import { SmtpCatcher } from './helpers/smtp-catcher.js';

// The enquiry alert end to end with the real parts (docs/architecture.md, "The enquiry alert"): the
// backend's dispatcher timer and pg_net stand-in, notify-enquiry on Deno, and a mail server the test
// stops, starts and makes refuse. The timings are short: a tick of 200 ms and 1 s between attempts.

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
    vi.stubEnv('ALERT_DISPATCH_MS', '200');
    vi.stubEnv('ALERT_RETRY_DELAYS_S', '1');
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

  it('mail server down, then back: every alert arrives once, with no duplicate Message-ID', async () => {
    await smtp.stop();
    const emails = [1, 2, 3, 4, 5].map((n) => `outage-${n}-${kind}@example.com`);
    for (const email of emails) await submit(email);
    // Failed attempts are counted and spaced by the backoff; nothing is lost while the server is down.
    await expect.poll(async () => (await alertOf(emails[0]!)).alert_attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    for (const email of emails) {
      const alert = await alertOf(email);
      expect(alert.alert_status).toBe('retrying');
      expect(alert.alert_last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(smtp.messages).toHaveLength(0);

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
  });

  it('a message made visible again after its e-mail was sent gives no second e-mail', async () => {
    const email = `redelivered-${kind}@example.com`;
    await submit(email);
    await expect.poll(() => smtp.holding(email).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await alertOf(email)).alert_status, { timeout: 5_000 }).toBe('sent');
    const { id } = await alertOf(email);
    await backend.sql(`select pgmq.send('enquiry_alerts', jsonb_build_object('enquiry_id', $1::uuid))`, [id]);
    await expect.poll(queued, { timeout: 5_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.holding(email)).toHaveLength(1);
  });

  it('a mail server that refuses every message: failed after 8 attempts, dead-lettered; Resend delivers it once the server takes mail', async () => {
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
  });
});

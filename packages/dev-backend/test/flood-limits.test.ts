import { rmSync } from 'node:fs';
import { createClient, type PostgrestError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { SmtpCatcher } from '../src/bench/smtp-catcher.js';
import { type DevBackend, startDevBackend } from '../src/index.js';
import { backendKinds, createTestDatabase, pgliteDataDir, pgNetRequestsInFlight, rawFetch } from './helpers/backends.js';

// Flood limits (docs/architecture/backend.md, "Flood limits"; supabase/migrations/*_flood_limits.sql and
// *_alert_cap.sql) through the unmodified supabase-js client, with the real enquiry-alert on Deno and a
// mail server the test reads: production's limit (5 enquiries per address in 10 minutes), the alert cap
// with its hour scaled down to seconds. Every local client is 127.0.0.1: another address is one the site
// server vouches for with its secret, as it does for its visitors.

const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');
const enquiry = (email: string) => ({
  name: 'Flood Tester',
  email,
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'An enquiry sent by the flood test.',
});

describe.each(backendKinds)('flood limits on %s, with Deno and a mail server', (kind) => {
  let backend: DevBackend;
  let dataDir = '';
  const smtp = new SmtpCatcher();

  beforeAll(async () => {
    await smtp.start();
    vi.stubEnv('SMTP_PORT', String(smtp.port));
    dataDir = pgliteDataDir();
    const databaseUrl = kind === 'postgres' ? await createTestDatabase() : undefined;
    backend = await startDevBackend({
      port: 0,
      dataDir,
      databaseUrl,
      quiet: true,
      edgeFunctions: true,
      floodLimit: { max: 5, windowSeconds: 600 },
      alertCap: null,
    });
    expect(await backend.edgeFunctionsReady).toBe(true);
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend?.stop();
    await smtp.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** supabase-js with the anon key; every request with the given headers (a fresh value each time when a function). */
  function visitorClient(headers: () => Record<string, string> = () => ({})) {
    return createClient(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: {
        fetch: (input, init) => {
          const merged = new Headers(init?.headers);
          for (const [name, value] of Object.entries(headers())) merged.set(name, value);
          return fetch(input, { ...init, headers: merged });
        },
      },
    });
  }
  /** As the site server inserts a visitor's form post: its secret and the visitor's address. */
  const onBehalfOf = (address: string, secret = backend.siteProxySecret) =>
    visitorClient(() => ({ 'x-site-proxy-secret': secret, 'x-site-visitor-address': address }));

  const storedWith = async (prefix: string) =>
    Number(
      (
        await backend.sql<{ n: number }>('select count(*)::int as n from public.contact_submissions where email like $1', [`${prefix}%`])
      )[0]!.n,
    );
  const mailsHolding = (prefix: string) => smtp.messages.filter((message) => message.raw.includes(prefix)).length;

  /** Dispatches every 200 ms until the queue holds nothing visible and every alert is settled. */
  async function dispatchUntilSettled(): Promise<void> {
    await expect
      .poll(
        async () => {
          await backend.dispatchAlerts();
          const [row] = await backend.sql<{ n: number }>(
            "select count(*)::int as n from public.contact_submissions where alert_status in ('queued', 'retrying')",
          );
          return row!.n;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe(0);
  }

  it('a flood of 500 enquiries from one address: 5 stored, 495 refused with 429 PT429, 5 e-mailed; another address gets through', async () => {
    const prefix = `flood-${kind}-`;
    // Each insert also claims a new address in X-Forwarded-For: the entries a client writes are never read.
    const flooder = visitorClient(() => ({ 'x-forwarded-for': randomAddress() }));
    const outcomes = { stored: 0, refused: 0, other: [] as unknown[] };
    let refusal: { status: number; error: PostgrestError | null } | undefined;
    for (let n = 0; n < 500; n += 1) {
      const answer = await flooder.from('contact_submissions').insert(enquiry(`${prefix}${n}@example.com`));
      if (!answer.error) outcomes.stored += 1;
      else if (answer.status === 429 && answer.error.code === 'PT429') {
        outcomes.refused += 1;
        refusal ??= answer;
      } else outcomes.other.push({ status: answer.status, error: answer.error });
    }
    await dispatchUntilSettled();
    const stored = await storedWith(prefix);
    await expect.poll(() => mailsHolding(prefix), { timeout: 15_000 }).toBe(stored);
    const mailed = mailsHolding(prefix);
    console.info(`[${kind}] 500 enquiries from one address: ${stored} stored, ${outcomes.refused} refused (429), ${mailed} e-mailed`);
    expect(outcomes).toEqual({ stored: 5, refused: 495, other: [] });
    expect(stored).toBe(5);
    expect(mailed).toBe(5);
    expect(refusal?.error?.message).toBe('Too many enquiries from this address: at most 5 in 600 seconds');
    expect(refusal?.error?.hint).toMatch(/^Try again in \d+ seconds\.$/);

    // The limit is per form: the same address may still subscribe.
    expect((await flooder.from('email_subscribers').insert({ email: `${prefix}news@example.com` })).error).toBeNull();
    // Another address gets through: a visitor the site server vouches for.
    const other = await onBehalfOf('203.0.113.50')
      .from('contact_submissions')
      .insert(enquiry(`${prefix}other@example.com`));
    expect(other.error).toBeNull();
    expect(other.status).toBe(201);
    // The service role (operators, tests) is not limited.
    const service = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await service.from('contact_submissions').insert(enquiry(`${prefix}service@example.com`))).error).toBeNull();
  }, 120_000);

  it('limits subscriptions per address too, keyed on the vouched address and never storing it', async () => {
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      statuses.push(
        (
          await onBehalfOf(address)
            .from('email_subscribers')
            .insert({ email: `sub-${kind}-${n}@example.com` })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Neither the address nor anything holding it is stored, only keyed hashes.
    const holding = await backend.sql<{ n: number }>('select count(*)::int as n from flood_limit.hit h where strpos(h::text, $1) > 0', [
      address,
    ]);
    expect(holding[0]!.n).toBe(0);
  });

  it('answers spoofed and malformed input with a clear 4xx, and keeps serving', async () => {
    const insert = (headers: Record<string, string>, body: unknown = enquiry(`spoof-${kind}@example.com`)) =>
      rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', { method: 'POST', headers, body: JSON.stringify(body) });
    const cases: [string, Record<string, string>, number, string][] = [
      ['a guessed site-server secret', { 'x-site-proxy-secret': 'guess', 'x-site-visitor-address': '203.0.113.9' }, 403, 'PT403'],
      ['an empty secret', { 'x-site-proxy-secret': '', 'x-site-visitor-address': '203.0.113.9' }, 403, 'PT403'],
      [
        'a vouched address that is no address',
        { 'x-site-proxy-secret': backend.siteProxySecret, 'x-site-visitor-address': "1.2.3.4'; drop table x" },
        400,
        '22023',
      ],
      [
        'two vouched addresses',
        { 'x-site-proxy-secret': backend.siteProxySecret, 'x-site-visitor-address': '1.2.3.4, 5.6.7.8' },
        400,
        '22023',
      ],
    ];
    for (const [what, headers, status, code] of cases) {
      const response = await insert(headers);
      expect(response.status, what).toBe(status);
      expect(((await response.json()) as { code: string }).code, what).toBe(code);
    }
    // A garbage X-Forwarded-For is not read at all: this client (127.0.0.1) is over its limit already.
    const garbage = await insert({ 'x-forwarded-for': 'not-an-address, , ;;, 999.1.1.1' });
    expect(garbage.status).toBe(429);
    // Malformed bodies are the usual 400s.
    expect(
      (await insert({ 'x-site-proxy-secret': backend.siteProxySecret, 'x-site-visitor-address': '192.0.2.200' }, { name: '' })).status,
    ).toBe(400);
    expect(
      (
        await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
          method: 'POST',
          headers: { 'x-site-proxy-secret': backend.siteProxySecret, 'x-site-visitor-address': '192.0.2.201' },
          body: '{"broken',
        })
      ).status,
    ).toBe(400);
    // Still serving.
    expect(
      (
        await onBehalfOf('192.0.2.202')
          .from('contact_submissions')
          .insert(enquiry(`after-spoof-${kind}@example.com`))
      ).status,
    ).toBe(201);
  });

  it('caps alert e-mails per window: 3 one by one, then one digest for the rest; each enquiry recorded sent once', async () => {
    await dispatchUntilSettled();
    const window = 4;
    await backend.sql(`update enquiry_alert.settings set alert_cap = 3, alert_cap_window_seconds = ${window}`);
    await backend.sql('delete from enquiry_alert.emails');
    await expect.poll(() => pgNetRequestsInFlight(backend)).toBe(0);
    const prefix = `capped-${kind}-`;
    const before = smtp.messages.length;
    for (let n = 0; n < 10; n += 1) {
      const answer = await onBehalfOf(`192.0.2.${10 + n}`)
        .from('contact_submissions')
        .insert(enquiry(`${prefix}${n}@example.com`));
      expect(answer.error).toBeNull();
    }
    await dispatchUntilSettled();
    const sent = smtp.messages.slice(before);
    const digests = sent.filter((message) => message.messageId.startsWith('<enquiry-digest-'));
    const oneByOne = sent.length - digests.length;
    console.info(
      `[${kind}] 10 enquiries with a cap of 3 a window: ${oneByOne} e-mailed one by one, ${digests.length} digest (${sent.length} e-mails)`,
    );
    expect(oneByOne).toBe(3);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.raw).toMatch(/7 new enquiries are waiting in the inbox/);
    // Quoted-printable: `=` travels as `=3D`.
    expect(digests[0]!.raw).toMatch(/\/admin\/enquiries\?status=(?:3D)?new/);
    const alerts = await backend.sql<{ alert_status: string; in_digest: boolean }>(
      "select alert_status::text, alert_response like 'In a digest e-mail:%' as in_digest from public.contact_submissions where email like $1",
      [`${prefix}%`],
    );
    expect(alerts.filter((alert) => alert.alert_status === 'sent')).toHaveLength(10);
    expect(alerts.filter((alert) => alert.in_digest)).toHaveLength(7);

    // Within the same window, two more wait for the next one (nothing e-mailed); after it, they go one by one.
    for (const n of [10, 11]) {
      expect(
        (
          await onBehalfOf(`192.0.2.${10 + n}`)
            .from('contact_submissions')
            .insert(enquiry(`${prefix}${n}@example.com`))
        ).error,
      ).toBeNull();
    }
    await backend.dispatchAlerts();
    await expect.poll(() => pgNetRequestsInFlight(backend)).toBe(0);
    expect(smtp.messages.length - before).toBe(4);
    await dispatchUntilSettled();
    const later = smtp.messages.slice(before + 4);
    expect(later.map((message) => message.messageId.startsWith('<enquiry-digest-'))).toEqual([false, false]);
    // Not before the window after the digest ended (less the digest's own way to the catcher).
    for (const message of later) expect(message.receivedAt - digests[0]!.receivedAt).toBeGreaterThanOrEqual((window - 2) * 1000);
    await backend.sql('update enquiry_alert.settings set alert_cap = null, alert_cap_window_seconds = default');
  }, 120_000);
});

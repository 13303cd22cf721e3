import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, type RequestIdentity } from '../src/database/database.js';
import { migrate } from '../src/database/migrations.js';
import { storeEnquiryAlertSecrets } from '../src/functions/enquiry-alert.js';
import { productionAlertTimings, scaledAlertTimings, storeAlertQueueSettings } from '../src/functions/enquiry-alert-dispatcher.js';
import { backendKinds, createTestDatabase, pgliteDataDir } from './helpers/backends.js';
import { admin, anon, member, service } from './helpers/identities.js';

// The enquiry alert's queue in SQL (supabase/migrations/*_enquiry_alert_*.sql; docs/architecture/enquiry-alert.md,
// "The enquiry alert"): the trigger's message, the dispatcher's batch, settling, dead letters, Resend and
// the queue's figures, with a stand-in for the function's side.

const insertSql = `insert into public.contact_submissions (name, email, company_size, services_interested, description)
  values ($1, 'queue@example.com', '100+', array['Tax Filing'], 'A test enquiry for the alert queue.')`;

interface Posted {
  url: string;
  headers: Record<string, string>;
  body: { messages: { msg_id: number; read_ct: number; enquiry: Record<string, unknown> }[] };
}

interface Alert {
  alert_status: string | null;
  alert_attempts: number;
  alert_sent_at: string | null;
  alert_last_error: string | null;
  alert_response: string | null;
}

describe.each(backendKinds)('the alert queue in SQL on %s', (kind) => {
  let db: Database;
  let dataDir = '';

  beforeAll(async () => {
    if (kind === 'pglite') {
      dataDir = pgliteDataDir();
      db = await openPglite(join(dataDir, 'pglite'));
    } else {
      db = await openPostgres(await createTestDatabase());
      await migrate(db);
    }
  });
  beforeEach(async () => {
    await db.asOwner(async (tx) => {
      await tx.query('delete from pgmq.q_enquiry_alerts');
      await tx.query('delete from pgmq.q_enquiry_alerts_dead');
      await tx.query('delete from net.http_request_queue');
      await tx.query('delete from enquiry_alert.waiting');
      await tx.query('update enquiry_alert.mail_server set unreachable_since = null, next_probe_at = null');
      await tx.query('update enquiry_alert.settings set max_batches = default, probe_interval_seconds = default');
      // Every insert here is one client's, past production's flood limit (tested in flood-limits.test.ts).
      await tx.query('update flood_limit.settings set max_per_window = null');
    });
    await storeEnquiryAlertSecrets(db, 'http://127.0.0.1:9/functions/v1/enquiry-alert', 'test-secret');
    await storeAlertQueueSettings(db, {});
  });
  afterAll(async () => {
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const owner = <Row>(sql: string, params?: unknown[]) => db.asOwner((tx) => tx.query<Row>(sql, params)).then((r) => r.rows);
  const queued = () => owner<{ n: number }>('select count(*)::int as n from pgmq.q_enquiry_alerts').then((rows) => rows[0]!.n);
  const dead = () => owner<{ message: { enquiry_id: string; error: string } }>('select message from pgmq.q_enquiry_alerts_dead');
  const dispatch = () => owner<{ n: number }>('select public.dispatch_enquiry_alerts() as n').then((rows) => rows[0]!.n);
  const posted = () =>
    owner<Posted>(`select url, headers, convert_from(body, 'utf8')::jsonb as body from net.http_request_queue order by id`);
  const alertOf = (id: string) =>
    owner<Alert>(
      'select alert_status, alert_attempts, alert_sent_at, alert_last_error, alert_response from public.contact_submissions where id = $1',
      [id],
    ).then((rows) => rows[0]!);
  const settle = (msgId: number, enquiryId: string, sent: boolean, answer: string, unreachable = false) =>
    db
      .asRequest(service, (tx) =>
        tx.query<{ result: Record<string, unknown> }>('select public.settle_enquiry_alert($1, $2, $3, $4, $5) as result', [
          msgId,
          enquiryId,
          sent,
          answer,
          unreachable,
        ]),
      )
      .then((r) => r.rows[0]!.result);
  /** Seconds until the message is visible again. */
  const visibleIn = (msgId: number) =>
    owner<{ seconds: number }>(
      'select round(extract(epoch from vt - now()))::int as seconds from pgmq.q_enquiry_alerts where msg_id = $1',
      [msgId],
    ).then((rows) => rows[0]?.seconds);
  async function submit(name: string): Promise<string> {
    await db.asRequest(anon, (tx) => tx.query(insertSql, [name]));
    return (await owner<{ id: string }>('select id from public.contact_submissions where name = $1', [name]))[0]!.id;
  }
  /** One dispatch; the batch it posted. */
  async function dispatchBatch(): Promise<Posted['body']['messages']> {
    await dispatch();
    const requests = await posted();
    await owner('delete from net.http_request_queue');
    return requests.flatMap((request) => request.body.messages);
  }

  it("stores the backend's timings, and production's are the migrations' (the tests scale them: alert-delivery.test.ts)", async () => {
    const settings = () =>
      owner<{ retry_delays_seconds: number[]; read_vt_seconds: number; probe_interval_seconds: number }>(
        'select retry_delays_seconds, read_vt_seconds, probe_interval_seconds from enquiry_alert.settings',
      ).then((rows) => rows[0]);
    const { dispatchMs, ...production } = productionAlertTimings;
    expect(await settings()).toEqual({
      retry_delays_seconds: production.retryDelaysSeconds,
      read_vt_seconds: production.readVtSeconds,
      probe_interval_seconds: production.probeIntervalSeconds,
    });
    // The tick is read from the cron migration (src/cron/migration-schedules.ts).
    expect(dispatchMs).toBe(10_000);

    const scaled = scaledAlertTimings(10);
    expect(scaled).toEqual({ dispatchMs: 1000, retryDelaysSeconds: [3, 12, 60, 360, 2160], readVtSeconds: 12, probeIntervalSeconds: 2 });
    await storeAlertQueueSettings(db, scaled);
    expect(await settings()).toEqual({ retry_delays_seconds: [3, 12, 60, 360, 2160], read_vt_seconds: 12, probe_interval_seconds: 2 });
    await expect(storeAlertQueueSettings(db, { retryDelaysSeconds: [1.5] })).rejects.toThrow(/whole number/);
  });

  it('sends one message with the insert that commits, and none with one that rolls back', async () => {
    await db.asRequest(anon, (tx) => tx.query(insertSql, [`Committed ${kind}`]));
    await expect(
      db.asRequest(anon, async (tx) => {
        await tx.query(insertSql, [`Rolled back ${kind}`]);
        // Inside the transaction, before the rollback, its message is there (read as the owner).
        await tx.query('reset role');
        expect((await tx.query<{ n: number }>('select count(*)::int as n from pgmq.q_enquiry_alerts')).rows[0]!.n).toBe(2);
        throw new Error('the request fails after the insert');
      }),
    ).rejects.toThrow('the request fails');
    const messages = await owner<{ message: { enquiry_id: string } }>('select message from pgmq.q_enquiry_alerts');
    const [committed] = await owner<{ id: string; alert_status: string }>(
      'select id, alert_status from public.contact_submissions where name = $1',
      [`Committed ${kind}`],
    );
    expect(messages.map((row) => row.message)).toEqual([{ enquiry_id: committed!.id }]);
    expect(committed!.alert_status).toBe('queued');
  });

  it('posts batches of 10, each in a request of its own, up to 20 a dispatch, with the secret; hides them for 2 minutes; posts nothing without the Vault', async () => {
    await storeEnquiryAlertSecrets(db, '', '');
    for (let n = 0; n < 25; n += 1) await submit(`Batch ${kind} ${n}`);
    expect(await dispatch()).toBe(0);
    expect(await queued()).toBe(25);

    await storeEnquiryAlertSecrets(db, 'http://127.0.0.1:9/functions/v1/enquiry-alert', 'test-secret');
    await owner('update enquiry_alert.settings set max_batches = 2');
    expect(await dispatch()).toBe(20);
    const requests = await posted();
    expect(requests.map((request) => request.body.messages.length)).toEqual([10, 10]);
    const [request] = requests;
    expect(request!.url).toBe('http://127.0.0.1:9/functions/v1/enquiry-alert');
    expect(request!.headers).toMatchObject({ 'Content-Type': 'application/json', 'x-webhook-secret': 'test-secret' });
    expect(request!.body.messages[0]).toMatchObject({ read_ct: 1, enquiry: { name: `Batch ${kind} 0`, email: 'queue@example.com' } });
    const vts = await owner<{ seconds: number }>(
      'select round(extract(epoch from vt - now()))::int as seconds from pgmq.q_enquiry_alerts where read_ct = 1',
    );
    expect(vts).toHaveLength(20);
    for (const { seconds } of vts) expect(seconds).toBeGreaterThanOrEqual(118);
    await owner('delete from net.http_request_queue');
    await owner('update enquiry_alert.settings set max_batches = default');
    expect(await dispatch()).toBe(5);
    expect((await posted()).map((request) => request.body.messages.length)).toEqual([5]);
    expect(await dispatch()).toBe(0);
  });

  it('mid-deploy of the rename (20261129120000_enquiry_alert_name.sql): posts to the old function under the old Vault names until both new ones are stored', async () => {
    const storeOld = (url: string, secret: string) =>
      owner(
        `insert into vault.secrets (name, secret) values ('notify_enquiry_url', $1), ('notify_enquiry_secret', $2)
         on conflict (name) do update set secret = excluded.secret`,
        [url, secret],
      );
    try {
      await storeEnquiryAlertSecrets(db, '', '');
      await storeOld('http://127.0.0.1:9/functions/v1/notify-enquiry', 'old-secret');
      await submit(`Old names ${kind}`);
      expect(await dispatch()).toBe(1);
      expect((await posted()).map((request) => [request.url, request.headers['x-webhook-secret']])).toEqual([
        ['http://127.0.0.1:9/functions/v1/notify-enquiry', 'old-secret'],
      ]);

      await owner('delete from net.http_request_queue');
      await owner("update pgmq.q_enquiry_alerts set vt = now() - interval '1 second'");
      await storeEnquiryAlertSecrets(db, 'http://127.0.0.1:9/functions/v1/enquiry-alert', 'new-secret');
      expect(await dispatch()).toBe(1);
      expect((await posted()).map((request) => [request.url, request.headers['x-webhook-secret']])).toEqual([
        ['http://127.0.0.1:9/functions/v1/enquiry-alert', 'new-secret'],
      ]);
    } finally {
      await owner("delete from vault.secrets where name in ('notify_enquiry_url', 'notify_enquiry_secret')");
    }
  });

  it('settles a sent message: the enquiry records the time and the answer, the message goes, and a redelivery sends nothing', async () => {
    const id = await submit(`Sent ${kind}`);
    const [message] = await dispatchBatch();
    expect(await settle(message!.msg_id, id, true, '250 Message queued as abc')).toMatchObject({ outcome: 'sent', attempt: 1 });
    expect(await alertOf(id)).toMatchObject({ alert_status: 'sent', alert_attempts: 1, alert_response: '250 Message queued as abc' });
    expect((await alertOf(id)).alert_sent_at).not.toBeNull();
    expect(await queued()).toBe(0);

    // A message for an enquiry already e-mailed, made visible at once, twice in one batch.
    await owner(`select pgmq.send('enquiry_alerts', jsonb_build_object('enquiry_id', $1::uuid))`, [id]);
    await owner(`select pgmq.send('enquiry_alerts', jsonb_build_object('enquiry_id', $1::uuid))`, [id]);
    expect(await dispatchBatch()).toEqual([]);
    expect(await queued()).toBe(0);
    // And a settle repeated by a function that ran twice changes nothing.
    expect(await settle(message!.msg_id, id, true, '250 again')).toMatchObject({ outcome: 'already-sent' });
    expect((await alertOf(id)).alert_response).toBe('250 Message queued as abc');
  });

  it('posts one message per enquiry in a batch: a duplicate message is deleted unsent', async () => {
    const id = await submit(`Twice ${kind}`);
    await owner(`select pgmq.send('enquiry_alerts', jsonb_build_object('enquiry_id', $1::uuid))`, [id]);
    const batch = await dispatchBatch();
    expect(batch.map((message) => message.enquiry.id)).toEqual([id]);
    expect(await queued()).toBe(1);
  });

  it('backs off 30 s, 2 min, 10 min, 1 h, 6 h, then dead-letters after the 8th failure and marks the enquiry failed', async () => {
    const id = await submit(`Refused ${kind}`);
    const [message] = await dispatchBatch();
    const delays: unknown[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const result = await settle(message!.msg_id, id, false, `550 refused ${attempt}`);
      expect(result).toMatchObject({ outcome: 'retrying', attempt });
      delays.push(result.retry_in_seconds);
      const [{ seconds }] = (await owner<{ seconds: number }>(
        'select round(extract(epoch from vt - now()))::int as seconds from pgmq.q_enquiry_alerts where msg_id = $1',
        [message!.msg_id],
      )) as [{ seconds: number }];
      expect(Math.abs(seconds - (result.retry_in_seconds as number))).toBeLessThanOrEqual(1);
    }
    expect(delays).toEqual([30, 120, 600, 3600, 21600, 21600, 21600]);
    expect(await alertOf(id)).toMatchObject({ alert_status: 'retrying', alert_attempts: 7, alert_last_error: '550 refused 7' });

    expect(await settle(message!.msg_id, id, false, '550 refused 8')).toMatchObject({ outcome: 'failed', attempt: 8 });
    expect(await alertOf(id)).toMatchObject({ alert_status: 'failed', alert_attempts: 8, alert_last_error: '550 refused 8' });
    expect(await queued()).toBe(0);
    expect((await dead()).map((row) => row.message)).toEqual([{ enquiry_id: id, msg_id: message!.msg_id, error: '550 refused 8' }]);
    expect(await owner('select 1 from pgmq.a_enquiry_alerts where msg_id = $1', [message!.msg_id])).toHaveLength(1);
  });

  it('an unreachable mail server: each failure counts on the backoff; one waiting message is probed every 20 s without counting; the first e-mail accepted frees every waiting message', async () => {
    const ids = [await submit(`Unreachable ${kind} 1`), await submit(`Unreachable ${kind} 2`), await submit(`Unreachable ${kind} 3`)];
    const batch = await dispatchBatch();
    expect(batch).toHaveLength(3);
    for (const [n, message] of batch.entries()) {
      expect(await settle(message.msg_id, ids[n]!, false, 'connect ECONNREFUSED 127.0.0.1:2525', true)).toMatchObject({
        outcome: 'retrying',
        attempt: 1,
        retry_in_seconds: 30,
      });
    }
    const [first, second, third] = batch.map((message) => message.msg_id) as [number, number, number];
    // Nothing is visible, and no probe is due for 20 s.
    expect(await dispatchBatch()).toEqual([]);
    const [server] = await owner<{ unreachable: boolean; probe_in: number }>(
      'select unreachable_since is not null as unreachable, round(extract(epoch from next_probe_at - now()))::int as probe_in from enquiry_alert.mail_server',
    );
    expect(server).toEqual({ unreachable: true, probe_in: 20 });

    // 20 s on: one message, the one due first, is made visible as a probe.
    await owner(`update pgmq.q_enquiry_alerts set vt = vt - interval '5 seconds' where msg_id = $1`, [second]);
    await owner(`update enquiry_alert.waiting set due_at = due_at - interval '5 seconds' where message_id = $1`, [second]);
    await owner("update enquiry_alert.mail_server set next_probe_at = now() - interval '1 second'");
    const probe = await dispatchBatch();
    expect(probe.map((message) => message.msg_id)).toEqual([second]);
    expect(probe[0]!.read_ct).toBe(2);
    expect(await dispatchBatch()).toEqual([]);
    // It still finds no server: not an attempt, back to the time its backoff gave it, its read given back.
    expect(await settle(second, ids[1]!, false, 'connect ECONNREFUSED 127.0.0.1:2525', true)).toMatchObject({
      outcome: 'probe-failed',
      attempt: 1,
    });
    expect(await alertOf(ids[1]!)).toMatchObject({ alert_status: 'retrying', alert_attempts: 1 });
    expect(await visibleIn(second)).toBeGreaterThanOrEqual(23);
    expect(await visibleIn(second)).toBeLessThanOrEqual(26);
    expect((await owner<{ read_ct: number }>('select read_ct from pgmq.q_enquiry_alerts where msg_id = $1', [second]))[0]!.read_ct).toBe(1);

    // The next probe takes a message again; this time the server accepts it, and the other two go at once.
    await owner("update enquiry_alert.mail_server set next_probe_at = now() - interval '1 second'");
    const [accepted] = await dispatchBatch();
    expect([first, second]).toContain(accepted!.msg_id);
    const acceptedIndex = batch.findIndex((message) => message.msg_id === accepted!.msg_id);
    expect(await settle(accepted!.msg_id, ids[acceptedIndex]!, true, '250 OK')).toMatchObject({ outcome: 'sent', attempt: 2 });
    expect(await visibleIn(third)).toBeLessThanOrEqual(0);
    const rest = await dispatchBatch();
    expect(rest.map((message) => message.msg_id).sort()).toEqual([first, second, third].filter((id) => id !== accepted!.msg_id).sort());
    expect(await owner('select * from enquiry_alert.waiting')).toEqual([]);
    expect(
      (await owner<{ unreachable_since: string | null }>('select unreachable_since from enquiry_alert.mail_server'))[0]!.unreachable_since,
    ).toBeNull();
  });

  it('a mail server that answers with a refusal is reachable: the failure counts, and nothing is probed', async () => {
    const id = await submit(`Answered ${kind}`);
    const [message] = await dispatchBatch();
    await settle(message!.msg_id, id, false, 'connect ETIMEDOUT', true);
    await owner('update pgmq.q_enquiry_alerts set vt = now()');
    const [again] = await dispatchBatch();
    expect(await settle(again!.msg_id, id, false, '421 try again later', false)).toMatchObject({
      outcome: 'retrying',
      attempt: 2,
      retry_in_seconds: 120,
    });
    expect(await owner('select * from enquiry_alert.waiting')).toEqual([]);
    expect(
      (await owner<{ unreachable_since: string | null }>('select unreachable_since from enquiry_alert.mail_server'))[0]!.unreachable_since,
    ).toBeNull();
    await owner("update enquiry_alert.mail_server set next_probe_at = now() - interval '1 second'");
    expect(await dispatchBatch()).toEqual([]);
  });

  it('dead-letters a message read more often than max_reads without being settled (a function that never answers)', async () => {
    await owner('update enquiry_alert.settings set max_reads = 2');
    try {
      const id = await submit(`Unanswered ${kind}`);
      for (let read = 1; read <= 3; read += 1) {
        const batch = await dispatchBatch();
        expect(batch).toHaveLength(read <= 2 ? 1 : 0);
        await owner('update pgmq.q_enquiry_alerts set vt = now()');
      }
      expect(await alertOf(id)).toMatchObject({
        alert_status: 'failed',
        alert_last_error: 'the enquiry-alert function settled nothing in 2 reads',
      });
      expect(await dead()).toHaveLength(1);
    } finally {
      await owner('update enquiry_alert.settings set max_reads = default');
    }
  });

  it('Resend puts a failed alert back in the queue, for admins only', async () => {
    const id = await submit(`Resent ${kind}`);
    const [message] = await dispatchBatch();
    await storeAlertQueueSettings(db, { maxAttempts: 1 });
    expect(await settle(message!.msg_id, id, false, 'connect ECONNREFUSED')).toMatchObject({ outcome: 'failed' });

    const resend = (who: RequestIdentity, enquiryId = id) =>
      db.asRequest(who, (tx) => tx.query('select public.resend_enquiry_alert($1)', [enquiryId]));
    await expect(resend(anon)).rejects.toMatchObject({ code: '42501' });
    await expect(resend(member)).rejects.toMatchObject({ code: '42501' });
    expect(await queued()).toBe(0);
    await resend(admin);
    expect(await alertOf(id)).toMatchObject({ alert_status: 'queued', alert_attempts: 0, alert_last_error: null });
    expect(await queued()).toBe(1);
    // Only a failed alert: a second Resend while it is queued is refused.
    await expect(resend(admin)).rejects.toMatchObject({ code: 'P0002' });
    const [again] = await dispatchBatch();
    expect(await settle(again!.msg_id, id, true, '250 OK')).toMatchObject({ outcome: 'sent' });
  });

  it("shows the queue's depth, its oldest message's age and the dead letters to admins only", async () => {
    await submit(`Waiting ${kind}`);
    await owner("update pgmq.q_enquiry_alerts set enqueued_at = now() - interval '90 seconds'");
    const stats = (who: RequestIdentity) =>
      db.asRequest(who, (tx) =>
        tx.query<{ queued: number; oldest_age_seconds: number; dead_letters: number }>('select * from public.enquiry_alert_queue_stats()'),
      );
    const [row] = (await stats(admin)).rows;
    expect(Number(row!.queued)).toBe(1);
    expect(row!.oldest_age_seconds).toBeGreaterThanOrEqual(90);
    expect(Number(row!.dead_letters)).toBe(0);
    await expect(stats(member)).rejects.toMatchObject({ code: '42501' });
    await expect(stats(anon)).rejects.toMatchObject({ code: '42501' });
  });

  it('keeps the alert private: visitors can neither set its columns nor call the queue, and only the service role settles', async () => {
    await expect(
      db.asRequest(anon, (tx) =>
        tx.query(`insert into public.contact_submissions (name, email, company_size, services_interested, description, alert_status)
          values ('Forger', 'forger@example.com', '100+', array['Tax Filing'], 'Claims its alert was sent.', 'sent')`),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    for (const who of [anon, member, admin]) {
      await expect(db.asRequest(who, (tx) => tx.query('select public.dispatch_enquiry_alerts()'))).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.asRequest(who, (tx) => tx.query('select public.settle_enquiry_alert(1, gen_random_uuid(), false, $1, true)', ['x'])),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(db.asRequest(who, (tx) => tx.query(`select pgmq.send('enquiry_alerts', '{}'::jsonb)`))).rejects.toMatchObject({
        code: '42501',
      });
      await expect(db.asRequest(who, (tx) => tx.query('select * from pgmq.q_enquiry_alerts'))).rejects.toMatchObject({ code: '42501' });
      for (const table of ['enquiry_alert.settings', 'enquiry_alert.mail_server', 'enquiry_alert.waiting']) {
        await expect(db.asRequest(who, (tx) => tx.query(`select * from ${table}`))).rejects.toMatchObject({ code: '42501' });
      }
    }
  });

  it("moves no enquiry's updated_at when the alert is settled", async () => {
    const id = await submit(`Untouched ${kind}`);
    const before = await owner<{ updated_at: string }>('select updated_at::text from public.contact_submissions where id = $1', [id]);
    const [message] = await dispatchBatch();
    await settle(message!.msg_id, id, true, '250 OK');
    const after = await owner<{ updated_at: string }>('select updated_at::text from public.contact_submissions where id = $1', [id]);
    expect(after).toEqual(before);
  });
});

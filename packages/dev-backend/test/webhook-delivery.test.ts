import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/database/database.js';
import { migrate } from '../src/database/migrations.js';
import { storeWebhookSecrets } from '../src/functions/enquiry-alert.js';
import { maxAttemptsWithin, retryDelay, WebhookDelivery } from '../src/functions/webhook-delivery.js';
import { backendKinds, createTestDatabase, pgliteDataDir } from './helpers/backends.js';

describe('retryDelay and maxAttemptsWithin', () => {
  const backoff = { firstMs: 1_000, maxMs: 8_000 };
  it('doubles from the first delay and never exceeds the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((failures) => retryDelay(failures, backoff))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000,
    ]);
  });
  it('bounds the attempts an outage allows: at 0, 1, 3, 7, 15, 23 s …', () => {
    expect(maxAttemptsWithin(0, backoff)).toBe(1);
    expect(maxAttemptsWithin(999, backoff)).toBe(1);
    expect(maxAttemptsWithin(1_000, backoff)).toBe(2);
    expect(maxAttemptsWithin(7_000, backoff)).toBe(4);
    expect(maxAttemptsWithin(23_000, backoff)).toBe(6);
    expect(maxAttemptsWithin(60 * 60_000, { firstMs: 1_000, maxMs: 60_000 })).toBe(65);
  });
});

interface Received {
  at: number;
  headers: IncomingHttpHeaders;
  body: { type: string; table: string; schema: string; record: Record<string, unknown>; old_record: unknown };
}

/** A stand-in for the Edge Function that answers with the statuses it is told, one per request. */
async function startReceiver(statuses: () => number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ at: Date.now(), headers: req.headers, body: JSON.parse(body) as Received['body'] });
      res.writeHead(statuses()).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/notify-enquiry`, received, server };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const anon = { role: 'anon' as const, claims: { role: 'anon' } };
const insertSql = `insert into public.contact_submissions (name, email, company_size, services_interested, description)
  values ($1, 'queue@example.com', '100+', array['Tax Filing'], 'A test enquiry for the webhook queue.')`;

describe.each(backendKinds)('webhook queue and delivery on %s', (kind) => {
  let db: Database;
  let dataDir = '';
  const stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    if (kind === 'pglite') {
      dataDir = pgliteDataDir();
      db = await openPglite(join(dataDir, 'pglite'));
    } else {
      db = await openPostgres(await createTestDatabase());
      await migrate(db);
    }
  });
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    await db.asOwner((tx) => tx.query('delete from net.http_request_queue'));
  });
  afterAll(async () => {
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const queued = () =>
    db.asOwner((tx) => tx.query<{ n: number }>('select count(*)::int as n from net.http_request_queue')).then((r) => r.rows[0]!.n);

  function startDelivery(backoff = { firstMs: 100, maxMs: 300 }) {
    const warnings: string[] = [];
    const delivery = new WebhookDelivery(db, { backoff, log: () => {}, warn: (line) => warnings.push(line), pollMs: 60_000 });
    stops.push(() => delivery.stop());
    return { delivery, warnings };
  }

  it('queues the payload only when the insert commits, delivers it with the secret, and deletes it after the 2xx', async () => {
    const receiver = await startReceiver(() => 200);
    stops.push(() => new Promise((resolve) => receiver.server.close(resolve)));
    await storeWebhookSecrets(db, receiver.url, 'test-secret');

    await db.asRequest(anon, (tx) => tx.query(insertSql, ['Committed Visitor']));
    await expect(
      db.asRequest(anon, async (tx) => {
        await tx.query(insertSql, ['Rolled Back Visitor']);
        throw new Error('the request fails after the insert');
      }),
    ).rejects.toThrow('the request fails');
    expect(await queued()).toBe(1);

    const { delivery } = startDelivery();
    delivery.start();
    await waitFor(() => receiver.received.length === 1);
    await waitFor(async () => (await queued()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['x-webhook-secret']).toBe('test-secret');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toMatchObject({ type: 'INSERT', table: 'contact_submissions', schema: 'public', old_record: null });
    expect(request!.body.record).toMatchObject({
      name: 'Committed Visitor',
      email: 'queue@example.com',
      services_interested: ['Tax Filing'],
    });
    expect(request!.body.record.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a failing function with capped exponential backoff, logging each failure, then delivers once', async () => {
    let calls = 0;
    const receiver = await startReceiver(() => (++calls <= 4 ? 503 : 200));
    stops.push(() => new Promise((resolve) => receiver.server.close(resolve)));
    await storeWebhookSecrets(db, receiver.url, 'test-secret');
    await db.asRequest(anon, (tx) => tx.query(insertSql, ['Patient Visitor']));

    const { delivery, warnings } = startDelivery({ firstMs: 100, maxMs: 300 });
    delivery.start();
    await waitFor(async () => (await queued()) === 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(5);
    const gaps = receiver.received.slice(1).map((request, index) => request.at - receiver.received[index]!.at);
    [100, 200, 300, 300].forEach((delay, index) => {
      expect(gaps[index]).toBeGreaterThanOrEqual(delay - 5);
      // Generous: a loaded machine runs timers late, never early.
      expect(gaps[index]).toBeLessThan(delay + 1_500);
    });
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/attempt 1 failed \(HTTP 503/);
    expect(warnings[3]).toMatch(/attempt 4 failed .*next attempt in 0\.3 s/);
  });

  it('keeps retrying while nothing listens, within the schedule, and delivers when the function is back', async () => {
    const receiver = await startReceiver(() => 200);
    const url = receiver.url;
    await new Promise((resolve) => receiver.server.close(resolve));
    await storeWebhookSecrets(db, url, 'test-secret');
    await db.asRequest(anon, (tx) => tx.query(insertSql, ['Outage Visitor']));

    const backoff = { firstMs: 50, maxMs: 200 };
    const { delivery, warnings } = startDelivery(backoff);
    const outageStart = Date.now();
    delivery.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const outageMs = Date.now() - outageStart;
    const attempts = [...delivery.attempts.values()][0] ?? 0;
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(maxAttemptsWithin(outageMs, backoff));
    expect(warnings.every((line) => /failed/.test(line))).toBe(true);
    expect(await queued()).toBe(1);

    const port = Number(new URL(url).port);
    const back = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end('{}')));
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => back.close(resolve)));
    await waitFor(async () => (await queued()) === 0, 2_000);
  });

  it('never fails or queues an insert while the Vault holds no URL', async () => {
    await storeWebhookSecrets(db, '', '');
    await db.asRequest(anon, (tx) => tx.query(insertSql, ['Quiet Visitor']));
    expect(await queued()).toBe(0);
  });
});

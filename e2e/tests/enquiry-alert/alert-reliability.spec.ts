import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoKeys, ensureBuilt, maxAttemptsWithin, type ServerProcess, spawnServer, waitForExit } from '@staycompliant/dev-backend/testing';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique-names';
import { mailCatcherUrl, mailHolding, spawnMailCatcher, waitForOneMail } from './mail-helpers';

// Reliability of the enquiry alert (docs/architecture.md, "The enquiry alert"): an outage of the mail server
// and a backend killed with SIGKILL. These tests stop and start servers, so they run their own backend
// (the CLI, with Deno) and mail catcher on ports of their own, once (desktop), one test at a time.

test.describe.configure({ mode: 'serial' });

const ports = { backend: 54371, web: 54374, smtp: 54375 };
const backoff = { firstMs: 500, maxMs: 2_000 };
const webUrl = mailCatcherUrl(ports.web);
let dataDir = '';
const env: Record<string, string> = {
  BACKEND_PORT: String(ports.backend),
  SMTP_PORT: String(ports.smtp),
  NET_RETRY_FIRST_MS: String(backoff.firstMs),
  NET_RETRY_MAX_MS: String(backoff.maxMs),
};

let backend: ServerProcess | undefined;
let mail: Awaited<ReturnType<typeof spawnMailCatcher>> | undefined;

async function startBackend() {
  backend = await spawnServer(env);
  await expect.poll(() => backend!.output(), { timeout: 60_000 }).toMatch(/Edge Functions ready/);
}

async function submitEnquiry(email: string): Promise<void> {
  const { anonKey } = demoKeys();
  const response = await fetch(`${backend!.url}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Outage Tester',
      email,
      company_size: '10-100',
      services_interested: ['Tax Filing'],
      description: 'Sent while the mail server is down.',
    }),
  });
  expect(response.status).toBe(201);
}

/** Delivery attempts per queued request, from the backend's log ("webhook request 3 attempt 2 failed …"). */
function attemptsByRequest(output: string): Map<string, number> {
  const attempts = new Map<string, number>();
  for (const match of output.matchAll(/webhook request (\d+) (?:attempt (\d+) failed|delivered on attempt (\d+))/g)) {
    attempts.set(match[1]!, Math.max(attempts.get(match[1]!) ?? 0, Number(match[2] ?? match[3])));
  }
  return attempts;
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.destroy() && resolve(false));
    socket.once('error', () => resolve(true));
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = env.DATA_DIR = mkdtempSync(join(tmpdir(), 'enquiry-alert-e2e-'));
  ensureBuilt();
  mail = await spawnMailCatcher(ports.web, ports.smtp);
  await startBackend();
});

test.afterAll(async () => {
  if (backend && backend.child.exitCode === null && backend.child.signalCode === null) {
    backend.child.kill('SIGTERM');
    await waitForExit(backend.child);
  }
  await mail?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('mail server down: three enquiries are stored, retried within the backoff schedule, and all three e-mails arrive once it is back', async () => {
  test.setTimeout(90_000);
  await mail!.stop();
  const emails = [1, 2, 3].map((n) => uniqueEmail(`outage${n}`, 'desktop').toLowerCase());
  const logBefore = backend!.output().length;
  const outageStart = Date.now();
  for (const email of emails) await submitEnquiry(email);

  await new Promise((resolve) => setTimeout(resolve, 7_000));
  const outageMs = Date.now() - outageStart;
  const during = attemptsByRequest(backend!.output().slice(logBefore));
  expect([...during.keys()]).toHaveLength(3);
  const bound = maxAttemptsWithin(outageMs, backoff);
  for (const attempts of during.values()) {
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(bound);
  }
  console.log(
    `outage of ${(outageMs / 1000).toFixed(1)} s: attempts per enquiry ${[...during.values()].join(', ')} (schedule allows at most ${bound})`,
  );

  mail = await spawnMailCatcher(ports.web, ports.smtp);
  const back = Date.now();
  for (const email of emails) await waitForOneMail(email, backoff.maxMs + 8_000, webUrl);
  console.log(`all three e-mails in the catcher ${((Date.now() - back) / 1000).toFixed(1)} s after it came back`);
  // Past another full retry interval, still one each: delivered requests leave the queue.
  await new Promise((resolve) => setTimeout(resolve, backoff.maxMs + 1_000));
  for (const email of emails) expect(await mailHolding(email, webUrl)).toHaveLength(1);
  const after = attemptsByRequest(backend!.output().slice(logBefore));
  expect(
    backend!
      .output()
      .slice(logBefore)
      .match(/delivered on attempt/g),
  ).toHaveLength(3);
  for (const [id, attempts] of after) expect(attempts, `request ${id}`).toBeGreaterThan(during.get(id)!);
});

test('backend killed with SIGKILL right after a submission: after a restart the e-mail still arrives, once', async () => {
  test.setTimeout(150_000);
  // The mail server is down first, so nothing can have been sent before the kill.
  await mail!.stop();
  const email = uniqueEmail('sigkill', 'desktop').toLowerCase();
  await submitEnquiry(email);
  const denoPort = Number(backend!.output().match(/on Deno at 127\.0\.0\.1:(\d+)/)?.[1]);
  backend!.child.kill('SIGKILL');
  await waitForExit(backend!.child);
  // Deno notices its parent is gone (its stdin closes) and exits: no orphan holds a port.
  await expect.poll(() => refusesConnections(denoPort), { timeout: 10_000 }).toBe(true);

  mail = await spawnMailCatcher(ports.web, ports.smtp);
  await startBackend();
  await waitForOneMail(email, 15_000, webUrl);
  await new Promise((resolve) => setTimeout(resolve, backoff.maxMs + 1_000));
  expect(await mailHolding(email, webUrl)).toHaveLength(1);
});

test('backend killed with SIGKILL while the alert may be in flight: the e-mail arrives at least once', async () => {
  test.setTimeout(150_000);
  const email = uniqueEmail('sigkill-inflight', 'desktop').toLowerCase();
  await submitEnquiry(email);
  backend!.child.kill('SIGKILL');
  await waitForExit(backend!.child);
  await startBackend();
  await expect.poll(async () => (await mailHolding(email, webUrl)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  // A repeat is possible only if the kill fell between the function's answer and the queue's delete; it carries the same Message-ID.
  const copies = await mailHolding(email, webUrl);
  expect(new Set(copies.map((copy) => copy.headers['message-id'])).size).toBe(1);
});

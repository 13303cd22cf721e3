#!/usr/bin/env node
// `pnpm --filter @staycompliant/dev-backend bench`: 2,000 enquiries through the public REST endpoint
// with the anon key, over 50 concurrent keep-alive connections, on PGlite and (when Debian's
// PostgreSQL is installed, or DATABASE_URL is set) on PostgreSQL; then every acknowledged enquiry is
// read back with the service-role key. The server runs in its own process, as `npm start` runs it.
// Then the inbox's paging figure on PGlite (bench-paging.ts), the analytics dashboard's queries over
// 1,000,000 events on each (bench-analytics.ts), the enquiry alert's delivery from commit to a mail
// catcher on each (bench-alerts.ts), and analytics collection through the Edge Function and the site
// server on each (bench-collection.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { demoKeys } from '../auth/jwt-keys.js';
import { findPostgresBin, freePort, startPostgresCluster } from '../database/postgres-cluster.js';
import { benchAlerts } from './bench-alerts.js';
import { benchAnalytics } from './bench-analytics.js';
import { benchCollection } from './bench-collection.js';
import { benchPaging } from './bench-paging.js';
import { enquiry, percentile, send, startServer } from './bench-support.js';

const total = Number(process.env.BENCH_INSERTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const warmupInserts = 500;
const budget = { requestsPerSecond: 300, p99Ms: 250 };
const { anonKey, serviceRoleKey } = demoKeys();

async function run(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-bench-'));
  const port = await freePort();
  const child = await startServer({ BACKEND_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const tag = `bench-${Date.now()}`;
  try {
    // Warmed up as measured, over all the connections at once: one at a time, the warm-up left 49
    // connections to open, and the server's paths for queued requests cold, inside the measured
    // window (its first burst then took up to 0.9 s, which is a cold start, not the steady rate).
    let warmed = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (warmed < warmupInserts) {
          warmed += 1;
          await send(agent, port, 'POST', '/rest/v1/contact_submissions', anonKey, enquiry(`warmup-${warmed}-${tag}@example.com`));
        }
      }),
    );
    const latencies: number[] = [];
    const acknowledged = new Set<string>();
    let failures = 0;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        const email = `${tag}-${next}@example.com`;
        const started = performance.now();
        const reply = await send(agent, port, 'POST', '/rest/v1/contact_submissions', anonKey, enquiry(email)).catch(() => null);
        latencies.push(performance.now() - started);
        if (reply?.status === 201) acknowledged.add(email);
        else failures += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;

    const stored = await send(agent, port, 'GET', `/rest/v1/contact_submissions?select=email&email=like.${tag}-*`, serviceRoleKey);
    if (stored.status !== 200) throw new Error(`Reading the enquiries back failed: HTTP ${stored.status} ${stored.body}`);
    const storedRows = (JSON.parse(stored.body) as { email: string }[]).map((row) => row.email);
    const storedEmails = new Set(storedRows);
    const missing = [...acknowledged].filter((email) => !storedEmails.has(email)).length;
    const sorted = latencies.sort((a, b) => a - b);
    const rate = total / seconds;
    const p99 = percentile(sorted, 99);
    const consistent = missing === 0 && storedRows.length === acknowledged.size;
    const withinBudget = rate >= budget.requestsPerSecond && p99 <= budget.p99Ms;
    console.log(
      `${label.padEnd(11)} ${total} enquiries, ${concurrency} keep-alive connections: ${rate.toFixed(0)} requests/s, ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `acknowledged ${acknowledged.size}, stored ${storedRows.length}, failed ${failures} ` +
        `[${consistent ? 'acknowledged == stored' : `acknowledged != stored, ${missing} missing`}; budget ${budget.requestsPerSecond}/s p99 ${budget.p99Ms} ms: ${withinBudget ? 'ok' : 'MISSED'}]`,
    );
    return consistent && failures === 0 && (label !== 'PGlite' || withinBudget);
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Backend bench: ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other processes share the machine)`,
  );
  // BENCH_ALERTS=0 leaves out the enquiry alert's figures (bench-alerts.ts): they take minutes.
  const alerts = process.env.BENCH_ALERTS !== '0';
  // BENCH_ANALYTICS=0 leaves out the analytics dashboard's figures (bench-analytics.ts): seeding takes minutes.
  const analytics = process.env.BENCH_ANALYTICS !== '0';
  // BENCH_COLLECTION=0 leaves out analytics collection (bench-collection.ts).
  const collection = process.env.BENCH_COLLECTION !== '0';
  let ok = await run('PGlite', undefined);
  ok = (await benchPaging()) && ok;
  if (analytics) ok = (await benchAnalytics('PGlite', undefined)) && ok;
  if (alerts) ok = (await benchAlerts('PGlite', undefined)) && ok;
  if (collection) ok = (await benchCollection('PGlite', undefined)) && ok;
  if (process.env.DATABASE_URL) {
    ok = (await run('PostgreSQL', process.env.DATABASE_URL)) && ok;
    // The alert bench needs a database of its own: its enquiries would join the insert bench's.
    if (collection) ok = (await benchCollection('PostgreSQL', process.env.DATABASE_URL)) && ok;
  } else {
    let available = true;
    try {
      findPostgresBin();
    } catch {
      available = false;
      console.log('PostgreSQL  skipped: Debian PostgreSQL binaries not installed and DATABASE_URL not set.');
    }
    if (available) {
      const cluster = await startPostgresCluster({ durable: true });
      try {
        const client = new pg.Client({ connectionString: cluster.url('postgres') });
        await client.connect();
        await client.query('create database bench');
        if (alerts) await client.query('create database alerts');
        if (analytics) await client.query('create database analytics');
        if (collection) await client.query('create database collection');
        await client.end();
        ok = (await run(`PostgreSQL`, cluster.url('bench'))) && ok;
        if (analytics) ok = (await benchAnalytics('PostgreSQL', cluster.url('analytics'))) && ok;
        if (alerts) ok = (await benchAlerts('PostgreSQL', cluster.url('alerts'))) && ok;
        if (collection) ok = (await benchCollection('PostgreSQL', cluster.url('collection'))) && ok;
      } finally {
        cluster.stop();
      }
    }
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

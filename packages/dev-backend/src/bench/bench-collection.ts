// Analytics collection under load (docs/architecture.md, "Analytics"): the server in its own process with
// the Edge Functions on Deno, and the built site server in another (when packages/site-server is built)
// forwarding /api/signal to it. BENCH_SIGNALS page views (default 3,000) at BENCH_SIGNAL_CONCURRENCY
// (default 20) keep-alive connections, each from a visitor of its own (x-forwarded-for in 198.18.0.0/15,
// the range set aside for benchmarks), so the collector's per-visitor limit never answers 429; first
// straight to the function, then through the site server. Then every acknowledged event is counted in
// the database. Budget: at least 200 events/s with p95 at most 100 ms. Alone (after a build):
// `node packages/dev-backend/dist/bench/bench-collection.js`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { demoKeys } from '../auth/jwt-keys.js';
import { openPglite, openPostgres } from '../database/database.js';
import { findPostgresBin, freePort, startPostgresCluster } from '../database/postgres-cluster.js';
import { repoRoot } from '../paths.js';
import { percentile, send, startServer } from './bench-support.js';

const total = Number(process.env.BENCH_SIGNALS ?? 3000);
const concurrency = Number(process.env.BENCH_SIGNAL_CONCURRENCY ?? 20);
const warmup = 300;
const budget = { eventsPerSecond: 200, p95Ms: 100 };
const { anonKey } = demoKeys();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Marks this run's paths, so a database used before holds none of them. */
const runTag = Date.now().toString(36);
const siteServerCli = join(repoRoot, 'packages', 'site-server', 'dist', 'cli.js');

interface Leg {
  name: string;
  port: number;
  path: string;
  /** The first octets of its visitors' addresses, one range per leg. */
  addressPrefix: string;
}

interface LegResult {
  leg: Leg;
  rate: number;
  sorted: number[];
  acknowledged: number;
  failed: number;
}

/** The n-th visitor of a range: 65,024 addresses in 198.18.x.y or 198.19.x.y. */
const visitorAddress = (prefix: string, n: number) => `${prefix}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;

function signal(leg: Leg, n: number): string {
  return JSON.stringify({
    n: 'pageview',
    u: `/bench-${runTag}-${leg.addressPrefix}/page-${n % 25}?utm_source=bench&session=${n}`,
    r: n % 3 === 0 ? 'https://www.google.com/search?q=bench' : '',
    w: [390, 820, 1440][n % 3],
    b: 0,
    o: 0,
  });
}

async function runLeg(leg: Leg): Promise<LegResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const post = (n: number, path: string) =>
    send(agent, leg.port, 'POST', leg.path, anonKey, path === 'warmup' ? signal(leg, n).replace('/bench-', '/warmup-') : signal(leg, n), {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': userAgent,
      'x-forwarded-for': visitorAddress(leg.addressPrefix, n),
      'x-forwarded-host': 'bench.staycompliant.test',
    }).catch(() => null);
  try {
    // Warmed up over all the connections at once, with visitors of their own (past the measured ones).
    let warmed = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (warmed < warmup) {
          warmed += 1;
          await post(total + warmed, 'warmup');
        }
      }),
    );
    const latencies: number[] = [];
    let acknowledged = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const n = next;
          next += 1;
          const sent = performance.now();
          const reply = await post(n, 'measured');
          latencies.push(performance.now() - sent);
          if (reply?.status === 202) acknowledged += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { leg, rate: total / seconds, sorted: latencies.sort((a, b) => a - b), acknowledged, failed: total - acknowledged };
  } finally {
    agent.destroy();
  }
}

/** The built site server, serving an empty site, forwarding /api/signal to the backend on backendPort. */
async function startSiteServer(backendPort: number, siteRoot: string): Promise<{ child: ChildProcess; port: number }> {
  const shellDist = join(siteRoot, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Bench</title>');
  writeFileSync(join(shellDist, 'routes.json'), '[]');
  writeFileSync(join(shellDist, 'remotes.json'), '{}');
  writeFileSync(join(shellDist, 'csp-sources.json'), JSON.stringify({ connect: [], img: [] }));
  const port = await freePort();
  const child = spawn(process.execPath, [siteServerCli], {
    env: {
      ...process.env,
      SITE_ROOT: siteRoot,
      PORT: String(port),
      SUPABASE_URL: `http://127.0.0.1:${backendPort}`,
      SUPABASE_ANON_KEY: anonKey,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/index.html`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, port };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('The site server did not start within 30 s');
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Events stored per leg (the path's prefix names the leg), read once the server has stopped. */
async function storedByLeg(dataDir: string, databaseUrl: string | undefined, legs: Leg[]): Promise<number[]> {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(join(dataDir, 'pglite'));
  try {
    return await db.asOwner(async (tx) => {
      const counts: number[] = [];
      for (const leg of legs) {
        const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from analytics.event where path like $1', [
          `/bench-${runTag}-${leg.addressPrefix}/%`,
        ]);
        counts.push(Number(rows[0]?.n ?? 0));
      }
      return counts;
    });
  } finally {
    await db.close();
  }
}

export async function benchCollection(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-bench-collection-'));
  const siteRoot = mkdtempSync(join(tmpdir(), 'site-bench-collection-'));
  const port = await freePort();
  const backend = await startServer({
    BACKEND_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    EDGE_FUNCTIONS: 'on',
  });
  let site: { child: ChildProcess; port: number } | undefined;
  const results: LegResult[] = [];
  try {
    // Deno serves the function once it answers 400 to an empty signal.
    const agent = new Agent({ keepAlive: false });
    const denoDeadline = Date.now() + 120_000;
    while ((await send(agent, port, 'POST', '/functions/v1/analytics-collector', anonKey, '{}').catch(() => null))?.status !== 400) {
      if (Date.now() > denoDeadline) throw new Error('Deno did not serve analytics-collector within 120 s');
      await sleep(250);
    }
    const legs: Leg[] = [{ name: 'function', port, path: '/functions/v1/analytics-collector', addressPrefix: '198.18' }];
    if (existsSync(siteServerCli)) {
      site = await startSiteServer(port, siteRoot);
      legs.push({ name: 'site /api/signal', port: site.port, path: '/api/signal', addressPrefix: '198.19' });
    }
    for (const leg of legs) results.push(await runLeg(leg));
  } finally {
    if (site) await stopChild(site.child);
    await stopChild(backend);
    rmSync(siteRoot, { recursive: true, force: true });
  }
  try {
    const stored = await storedByLeg(
      dataDir,
      databaseUrl,
      results.map((result) => result.leg),
    );
    let ok = true;
    console.log(
      `${'database'.padEnd(11)} ${'through'.padEnd(17)} ${'events'.padStart(6)} ${'events/s'.padStart(8)} ${'p50 ms'.padStart(7)} ` +
        `${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'failed'.padStart(6)} ${'stored'.padStart(6)}  budget ${budget.eventsPerSecond}/s, p95 ${budget.p95Ms} ms`,
    );
    results.forEach((result, index) => {
      const p95 = percentile(result.sorted, 95);
      const consistent = stored[index] === result.acknowledged;
      const withinBudget = result.rate >= budget.eventsPerSecond && p95 <= budget.p95Ms && result.failed === 0 && consistent;
      ok &&= withinBudget;
      console.log(
        `${label.padEnd(11)} ${result.leg.name.padEnd(17)} ${String(total).padStart(6)} ${result.rate.toFixed(0).padStart(8)} ` +
          `${percentile(result.sorted, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${(result.sorted.at(-1) ?? 0).toFixed(1).padStart(7)} ` +
          `${String(result.failed).padStart(6)} ${String(stored[index]).padStart(6)}  ${withinBudget ? 'ok' : consistent ? 'MISSED' : 'MISSED (acknowledged != stored)'}`,
      );
    });
    if (!existsSync(siteServerCli)) console.log(`${label.padEnd(11)} site /api/signal  skipped: build packages/site-server first`);
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Alone: PGlite, then PostgreSQL 15 in a throwaway cluster (or DATABASE_URL) when there is one. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let ok = await benchCollection('PGlite', undefined);
  if (process.env.DATABASE_URL) ok = (await benchCollection('PostgreSQL', process.env.DATABASE_URL)) && ok;
  else {
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
        await client.query('create database collection');
        await client.end();
        ok = (await benchCollection('PostgreSQL', cluster.url('collection'))) && ok;
      } finally {
        cluster.stop();
      }
    }
  }
  process.exit(ok ? 0 : 1);
}

// Analytics collection under load (docs/architecture/analytics.md, "Analytics"): the server in its own process with
// the Edge Functions on Deno, and the built site server in another (when packages/site-server is built)
// forwarding /api/signal to it. Page views, each from a visitor of its own (in 198.18.0.0/15, the range
// set aside for benchmarks), vouched for as the site server does (x-site-proxy-secret and
// x-site-visitor-address; docs/architecture/backend.md, "Flood limits"), so the collector's limits never answer
// 429; first straight to the function, then through the site server (which vouches for its visitors only
// once it sends those headers). For each: BENCH_SIGNALS (2,000)
// with BENCH_SIGNAL_CONCURRENCY (20) always in flight, the most events/s; then BENCH_PACED_SIGNALS
// (3,000) sent at 200/s (at most 20 in flight), their latencies counted from when each was due. Then
// every acknowledged event is counted in the database. Budget: at least 200 events/s, and p95 at most
// 100 ms at 200/s. Alone (after a build):
// `node packages/dev-backend/dist/bench/bench-collection.js`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoKeys } from '../auth/jwt-keys.js';
import { openPglite, openPostgres } from '../database/database.js';
import { freePort } from '../database/postgres-cluster.js';
import { localSiteProxySecret } from '../limits/flood-limits.js';
import { repoRoot } from '../paths.js';
import { onPostgres, percentile, send, startServer } from './bench-support.js';

const saturated = Number(process.env.BENCH_SIGNALS ?? 2000);
/** The site's host the signals name (the collector takes only the site's hosts). */
const benchHost = 'bench.staycompliant.test';
const paced = Number(process.env.BENCH_PACED_SIGNALS ?? 3000);
const concurrency = Number(process.env.BENCH_SIGNAL_CONCURRENCY ?? 20);
const warmup = 300;
const budget = { eventsPerSecond: 200, p95Ms: 100 };
const pacedRate = budget.eventsPerSecond;
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
  /** Events/s with `concurrency` requests always in flight: the most the stack takes. */
  saturatedRate: number;
  /** Latencies at the budget's rate, each from the moment its event was due (so a stall counts for all it delays). */
  paced: number[];
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
  let acknowledged = 0;
  const post = async (n: number, phase: 'warmup' | 'measured') => {
    const body = phase === 'warmup' ? signal(leg, n).replace('/bench-', '/warmup-') : signal(leg, n);
    const reply = await send(agent, leg.port, 'POST', leg.path, anonKey, body, {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': userAgent,
      'x-forwarded-for': visitorAddress(leg.addressPrefix, n),
      'x-site-proxy-secret': localSiteProxySecret,
      'x-site-visitor-address': visitorAddress(leg.addressPrefix, n),
      origin: `https://${benchHost}`,
    }).catch(() => null);
    if (phase === 'measured' && reply?.status === 202) acknowledged += 1;
  };
  try {
    // Warmed up over all the connections at once, with visitors of their own (past the measured ones).
    let warmed = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (warmed < warmup) {
          warmed += 1;
          await post(saturated + paced + warmed, 'warmup');
        }
      }),
    );

    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < saturated) {
          next += 1;
          await post(next - 1, 'measured');
        }
      }),
    );
    const saturatedRate = saturated / ((performance.now() - started) / 1000);

    // Paced: event i is due at start + i / rate; at most `concurrency` in flight.
    const latencies: number[] = [];
    let inFlight = 0;
    let freed: (() => void) | undefined;
    const sending: Promise<void>[] = [];
    const pacedStart = performance.now();
    for (let i = 0; i < paced; i += 1) {
      const due = pacedStart + (i * 1000) / pacedRate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight >= concurrency) await new Promise<void>((resolve) => (freed = resolve));
      inFlight += 1;
      sending.push(
        post(saturated + i, 'measured').then(() => {
          latencies.push(performance.now() - due);
          inFlight -= 1;
          freed?.();
        }),
      );
    }
    await Promise.all(sending);
    return { leg, saturatedRate, paced: latencies.sort((a, b) => a - b), acknowledged, failed: saturated + paced - acknowledged };
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
    ANALYTICS_SITE_HOSTS: benchHost,
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
    const column = (text: string | number, width: number) => String(text).padStart(width);
    console.log(
      `${'database'.padEnd(11)} ${'through'.padEnd(17)} ${column(`most/s (${concurrency} conc.)`, 18)} ${column(`at ${pacedRate}/s: p50`, 15)} ` +
        `${column('p95', 6)} ${column('max ms', 7)} ${column('failed', 6)} ${column('stored', 6)}  budget ${budget.eventsPerSecond}/s, p95 ${budget.p95Ms} ms; load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
    );
    results.forEach((result, index) => {
      const p95 = percentile(result.paced, 95);
      const consistent = stored[index] === result.acknowledged;
      const withinBudget = result.saturatedRate >= budget.eventsPerSecond && p95 <= budget.p95Ms && result.failed === 0 && consistent;
      ok &&= withinBudget;
      console.log(
        `${label.padEnd(11)} ${result.leg.name.padEnd(17)} ${column(result.saturatedRate.toFixed(0), 18)} ` +
          `${column(percentile(result.paced, 50).toFixed(1), 15)} ${column(p95.toFixed(1), 6)} ${column((result.paced.at(-1) ?? 0).toFixed(1), 7)} ` +
          `${column(result.failed, 6)} ${column(stored[index] ?? 0, 6)}  ${withinBudget ? 'ok' : consistent ? 'MISSED' : 'MISSED (acknowledged != stored)'}`,
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
  ok = (await onPostgres('collection', (url) => benchCollection('PostgreSQL', url))) !== false && ok;
  process.exit(ok ? 0 : 1);
}

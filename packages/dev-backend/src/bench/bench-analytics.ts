// The analytics dashboard's queries for `npm run bench` (docs/architecture/analytics.md, "Analytics"): 1,000,000
// events seeded over the last 12 months with one INSERT … SELECT generate_series, the rollups rebuilt,
// then every admin RPC (ranges today, 7 days, 30 days, 12 months; every bucket; every dimension) timed
// through the REST API as an admin, with the server in its own process as `npm start` runs it.
// Budget: p95 ≤ 300 ms per query. `node dist/bench/bench-analytics.js` runs this part alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultAdminEmail, defaultAdminPassword } from '../auth/admin-user.js';
import { demoKeys } from '../auth/jwt-keys.js';
import { type Database, openPglite, openPostgres } from '../database/database.js';
import { migrate } from '../database/migrations.js';
import { freePort } from '../database/postgres-cluster.js';
import { onPostgres, percentile, startServer } from './bench-support.js';

export const analyticsBudgetMs = 300;
const seededEvents = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const runsPerQuery = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);

/**
 * Visits of 3 events (two page views, then a page view, Contact us, an estimate, a download, a
 * subscription or an enquiry), spread over the last 366 days, about 800 keys a day (a key makes about
 * 1.1 visits a day), each visit with one device, browser, OS, referrer and UTM source; about 210 paths.
 */
function seedSql(events: number): string {
  return `
    select analytics.ensure_partition((date_trunc('month', now() at time zone 'UTC') - make_interval(months => n))::date)
      from generate_series(0, 12) as n;

    insert into analytics.event (occurred_at, visitor_key, name, path, referrer_host, utm_source, browser, os, device)
    select now() - make_interval(days => v.day) - make_interval(secs => v.hv % 86000 + 200) + make_interval(secs => x.step * 95),
           case when e.name = 'enquiry_stored' and e.he % 5 = 0 then null
                else md5(v.day || ':' || v.person) || md5(v.person || ':' || v.day) end,
           e.name,
           case when e.name = 'enquiry_stored' then '/contact' else e.path end,
           case when (v.hv / 7) % 100 < 45 then null
                when (v.hv / 7) % 100 < 70 then 'google.com'
                when (v.hv / 7) % 100 < 75 then 'bing.com'
                when (v.hv / 7) % 100 < 80 then 'duckduckgo.com'
                when (v.hv / 7) % 100 < 86 then 'linkedin.com'
                when (v.hv / 7) % 100 < 89 then 't.co'
                when (v.hv / 7) % 100 < 92 then 'news.ycombinator.com'
                else 'blog' || (v.hv / 1000) % 150 || '.example' end,
           case when (v.hv / 13) % 100 < 88 then null
                when (v.hv / 13) % 100 < 93 then 'newsletter'
                when (v.hv / 13) % 100 < 97 then 'linkedin'
                else 'google' end,
           case when (v.hv / 20) % 20 < 12 then 'Chrome' when (v.hv / 20) % 20 < 17 then 'Safari'
                when (v.hv / 20) % 20 < 19 then 'Firefox' else 'Edge' end,
           case when v.device = 'desktop' then (array['Windows', 'macOS', 'Linux'])[1 + (v.hv / 400) % 3]
                when v.device = 'mobile' then (array['iOS', 'Android'])[1 + (v.hv / 400) % 2]
                else 'iPadOS' end,
           v.device
      from generate_series(0, ${Math.trunc(events) - 1}) as i
     cross join lateral (select i / 3 as visit, i % 3 as step) as x
     cross join lateral (
       select x.visit % 366 as day,
              (x.visit / 366) % 800 as person,
              abs(hashint4(x.visit)::bigint) as hv,
              case when abs(hashint4(x.visit)::bigint) % 20 < 11 then 'desktop'
                   when abs(hashint4(x.visit)::bigint) % 20 < 19 then 'mobile' else 'tablet' end as device
     ) as v
     cross join lateral (select abs(hashint4(i + 7919)::bigint) as he) as h
     cross join lateral (
       select h.he,
              case when x.step < 2 or h.he % 100 < 55 then 'pageview'
                   when h.he % 100 < 75 then 'contact_opened'
                   when h.he % 100 < 87 then 'estimate_made'
                   when h.he % 100 < 93 then 'calendar_downloaded'
                   when h.he % 100 < 97 then 'newsletter_subscribed'
                   else 'enquiry_stored' end as name,
              case when h.he % 100 < 25 then '/'
                   when h.he % 100 < 40 then '/pricing'
                   when h.he % 100 < 50 then '/services'
                   when h.he % 100 < 55 then '/services/incorporation'
                   when h.he % 100 < 60 then '/services/tax-filing'
                   when h.he % 100 < 63 then '/about'
                   when h.he % 100 < 66 then '/compliance-calendar'
                   when h.he % 100 < 70 then '/resources'
                   else '/resources/article-' || (h.he / 100) % 200 end as path
     ) as e;

    insert into analytics.daily_drop (day, reason, dropped)
    select (now() at time zone 'UTC')::date - d, r.reason, 1 + abs(hashint4(d * 5 + r.n)) % 40
      from generate_series(0, 365) as d,
           unnest(enum_range(null::public.analytics_drop_reason)) with ordinality as r (reason, n);
    analyze analytics.event;
  `;
}

interface SeedFigures {
  seedSeconds: number;
  rebuildSeconds: number;
  events: number;
  rollupRows: number;
}

async function seed(db: Database, events: number): Promise<SeedFigures> {
  await migrate(db);
  const seedStarted = performance.now();
  await db.asOwner((tx) => tx.exec(seedSql(events)));
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const rebuildStarted = performance.now();
  await db.asOwner((tx) =>
    tx.query(`select analytics.rebuild_rollups((now() at time zone 'UTC')::date - 366, (now() at time zone 'UTC')::date)`),
  );
  await db.asOwner((tx) =>
    tx.exec(
      'analyze analytics.hourly_totals, analytics.daily_totals, analytics.daily_breakdown, analytics.daily_funnel, analytics.daily_drop',
    ),
  );
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
  const counts = await db.asOwner((tx) =>
    tx.query<{ events: number; rollup_rows: number }>(
      `select (select count(*) from analytics.event)::int as events,
              ((select count(*) from analytics.hourly_totals) + (select count(*) from analytics.daily_totals)
               + (select count(*) from analytics.daily_breakdown) + (select count(*) from analytics.daily_funnel))::int as rollup_rows`,
    ),
  );
  const row = counts.rows[0]!;
  return { seedSeconds, rebuildSeconds, events: Number(row.events), rollupRows: Number(row.rollup_rows) };
}

interface Query {
  name: string;
  range: string;
  body: Record<string, unknown>;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The dashboard's dimensions: the enum analytics_dimension, read from the database, since the bench runs
 * from dist/ and cannot load the generated `Constants` (TypeScript source) the dashboard reads.
 */
async function dimensionsOf(db: Database): Promise<string[]> {
  const result = await db.asOwner((tx) =>
    tx.query<{ dimension: string }>('select unnest(enum_range(null::public.analytics_dimension))::text as dimension'),
  );
  return result.rows.map((row) => row.dimension);
}

/** Every call the dashboard makes, for each of its ranges (each ending at the end of today, UTC). */
function dashboardQueries(dimensions: readonly string[]): Query[] {
  const end = new Date(Math.ceil(Date.now() / dayMs) * dayMs);
  const ranges: [string, number][] = [
    ['today', 1],
    ['7 days', 7],
    ['30 days', 30],
    ['12 months', 365],
  ];
  const queries: Query[] = [{ name: 'analytics_live', range: 'last 5 min', body: {} }];
  for (const [range, days] of ranges) {
    const span = { range_start: new Date(end.getTime() - days * dayMs).toISOString(), range_end: end.toISOString() };
    queries.push({ name: 'analytics_totals', range, body: span });
    for (const bucket of ['hour', 'day', 'month']) queries.push({ name: `analytics_series ${bucket}`, range, body: { ...span, bucket } });
    for (const dimension of dimensions) queries.push({ name: `analytics_breakdown ${dimension}`, range, body: { ...span, dimension } });
    queries.push({ name: 'analytics_funnels', range, body: span });
    queries.push({ name: 'analytics_drops', range, body: span });
  }
  return queries;
}

interface Timing {
  query: Query;
  p50: number;
  p95: number;
  max: number;
  rows: number;
}

async function timeQueries(base: string, token: string, dimensions: readonly string[]): Promise<{ timings: Timing[]; failures: string[] }> {
  const { anonKey } = demoKeys();
  const headers = { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const timings: Timing[] = [];
  const failures: string[] = [];
  for (const query of dashboardQueries(dimensions)) {
    const rpc = query.name.split(' ')[0]!;
    const latencies: number[] = [];
    let rows = 0;
    for (let run = -2; run < runsPerQuery; run += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/rest/v1/rpc/${rpc}`, { method: 'POST', headers, body: JSON.stringify(query.body) });
      const body = (await response.json()) as unknown;
      const elapsed = performance.now() - started;
      if (response.status !== 200) {
        failures.push(`${query.name} (${query.range}): HTTP ${response.status} ${JSON.stringify(body)}`);
        break;
      }
      if (run < 0) continue; // warm-up
      latencies.push(elapsed);
      rows = Array.isArray(body) ? body.length : 1;
    }
    const sorted = latencies.sort((a, b) => a - b);
    timings.push({ query, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? 0, rows });
  }
  return { timings, failures };
}

/** Seeds a database, starts the server on it, signs in as the admin and times every dashboard query; prints the table. */
export async function benchAnalytics(label: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-bench-analytics-'));
  try {
    const db = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(join(dataDir, 'pglite'));
    let figures: SeedFigures;
    let dimensions: string[];
    try {
      figures = await seed(db, seededEvents);
      dimensions = await dimensionsOf(db);
    } finally {
      await db.close();
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startServer({
      BACKEND_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_EMAIL: defaultAdminEmail,
      ADMIN_PASSWORD: defaultAdminPassword,
    });
    try {
      const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: demoKeys().anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: defaultAdminEmail, password: defaultAdminPassword }),
      });
      if (!signIn.ok) throw new Error(`Admin sign-in failed: HTTP ${signIn.status}`);
      const token = ((await signIn.json()) as { access_token: string }).access_token;
      const { timings, failures } = await timeQueries(base, token, dimensions);
      const worst = timings.reduce((max, timing) => Math.max(max, timing.p95), 0);
      const ok = failures.length === 0 && worst <= analyticsBudgetMs;
      console.log(
        `Analytics   ${label}: ${figures.events.toLocaleString('en-US')} events over 12 months seeded in ${figures.seedSeconds.toFixed(1)} s, ` +
          `rollups rebuilt in ${figures.rebuildSeconds.toFixed(1)} s (${figures.rollupRows.toLocaleString('en-US')} rollup rows); ` +
          `${runsPerQuery} runs of each dashboard query through rpc/ as an admin:`,
      );
      console.log(
        `  ${'query'.padEnd(30)} ${'range'.padEnd(11)} ${'rows'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
      );
      for (const { query, rows, p50, p95, max } of timings) {
        console.log(
          `  ${query.name.padEnd(30)} ${query.range.padEnd(11)} ${String(rows).padStart(5)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${max.toFixed(1).padStart(8)}`,
        );
      }
      for (const failure of failures) console.log(`  FAILED ${failure}`);
      console.log(`  worst p95 ${worst.toFixed(1)} ms [budget p95 ${analyticsBudgetMs} ms: ${ok ? 'ok' : 'MISSED'}]`);
      return ok;
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL 15 from Debian's binaries in a throwaway cluster, or DATABASE_URL; undefined when neither. */
export function benchAnalyticsOnPostgres(): Promise<boolean | undefined> {
  return onPostgres('analytics', (url) => benchAnalytics('PostgreSQL', url));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.env.BENCH_ANALYTICS_ON; // pglite | postgres; both when unset
  let ok = true;
  if (only !== 'postgres') ok = (await benchAnalytics('PGlite', undefined)) && ok;
  if (only !== 'pglite') ok = (await benchAnalyticsOnPostgres()) !== false && ok;
  process.exit(ok ? 0 : 1);
}

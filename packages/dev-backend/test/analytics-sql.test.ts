import { createHmac, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, type RequestIdentity } from '../src/database/database.js';
import { migrate } from '../src/database/migrations.js';
import { backendKinds, createTestDatabase, pgliteDataDir } from './helpers/backends.js';
import { admin, anon, member, service } from './helpers/identities.js';

// Analytics in SQL (supabase/migrations/*_analytics_*.sql; docs/architecture/analytics.md, "Analytics"): who may
// read and write what, the rollups' figures on a hand-made set of events, salts, partitions, and the
// visitor key computed in SQL against node:crypto's HMAC.

const dayMs = 24 * 60 * 60 * 1000;
const keyA = 'a'.repeat(64);
const keyB = 'b'.repeat(64);
const keyC = 'c'.repeat(64);
const keyD = 'd'.repeat(64);

/** The contract's visitor key, as the collector computes it. */
function nodeVisitorKey(saltHex: string, site: string, ip: string, userAgent: string): string {
  return createHmac('sha256', Buffer.from(saltHex, 'hex')).update(`${site}\n${ip}\n${userAgent}`).digest('hex');
}

/** YYYY-MM-DD of the UTC day `daysAgo` days before today. */
function utcDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10);
}

interface EventRow {
  key: string | null;
  name: string;
  path: string;
  at: string;
  referrer?: string;
  utm?: string;
  device?: string;
  browser?: string;
  os?: string;
}

describe.each(backendKinds)('analytics in SQL on %s', (kind) => {
  let db: Database;
  let dataDir = '';
  let databaseUrl = '';

  beforeAll(async () => {
    if (kind === 'pglite') {
      dataDir = pgliteDataDir();
      db = await openPglite(join(dataDir, 'pglite'));
    } else {
      databaseUrl = await createTestDatabase();
      db = await openPostgres(databaseUrl);
      await migrate(db);
    }
  });
  beforeEach(async () => {
    await db.asOwner((tx) =>
      tx.exec(`
        delete from analytics.event;
        delete from analytics.hourly_totals; delete from analytics.daily_totals;
        delete from analytics.daily_breakdown; delete from analytics.daily_funnel;
        delete from analytics.daily_drop; delete from analytics.salt;
        update analytics.rollup_state set seen_id = 0, previous_seen_id = 0;
      `),
    );
  });
  afterAll(async () => {
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const owner = <Row>(sql: string, params?: unknown[]) => db.asOwner((tx) => tx.query<Row>(sql, params)).then((r) => r.rows);
  const as = <Row>(identity: RequestIdentity, sql: string, params?: unknown[]) =>
    db.asRequest(identity, (tx) => tx.query<Row>(sql, params)).then((r) => r.rows);
  const refresh = () => owner<{ days: number }>('select analytics.refresh_rollups() as days').then((rows) => rows[0]!.days);
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );

  /** record_analytics_event as the collector calls it (named arguments, as PostgREST passes them). */
  const recordEvent = (identity: RequestIdentity, event: { origin?: string; name?: string; path?: string; device?: string } = {}) =>
    as(
      identity,
      `select public.record_analytics_event(
         request_headers => jsonb_build_object('origin', $1::text, 'x-forwarded-for', '203.0.113.1', 'user-agent', 'Mozilla/5.0 Test'),
         event_name => $2, path => $3, device => $4, referrer_host => 'google.com', browser => 'Chrome', os => 'Linux')`,
      [event.origin ?? 'https://staycompliant.com', event.name ?? 'pageview', event.path ?? '/', event.device ?? 'desktop'],
    );

  async function insertEvents(events: EventRow[]): Promise<void> {
    for (const e of events) {
      await owner(
        `insert into analytics.event (visitor_key, name, path, occurred_at, referrer_host, utm_source, device, browser, os)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [e.key, e.name, e.path, e.at, e.referrer ?? null, e.utm ?? null, e.device ?? null, e.browser ?? null, e.os ?? null],
      );
    }
  }

  it('grants the API roles nothing in the schema analytics, and the admin functions to admins only', async () => {
    const privileges = await owner<{ role: string; relname: string }>(
      `select r.role, c.relname from pg_class c, unnest(array['anon', 'authenticated']) as r (role)
        where c.relnamespace = 'analytics'::regnamespace and c.relkind in ('r', 'p', 'S')
          and (has_table_privilege(r.role, c.oid, 'select, insert, update, delete')
               or (c.relkind = 'S' and has_sequence_privilege(r.role, c.oid, 'usage, select, update')))`,
    );
    expect(privileges).toEqual([]);
    const usage = await owner<{ anon: boolean; authenticated: boolean }>(
      `select has_schema_privilege('anon', 'analytics', 'usage') as anon, has_schema_privilege('authenticated', 'analytics', 'usage') as authenticated`,
    );
    expect(usage).toEqual([{ anon: false, authenticated: false }]);

    const range = `now() - interval '1 day', now()`;
    for (const identity of [anon, member, admin]) {
      expect(await codeOf(as(identity, 'select * from analytics.event'))).toBe('42501');
      expect(await codeOf(as(identity, 'select * from analytics.daily_totals'))).toBe('42501');
      expect(await codeOf(recordEvent(identity))).toBe('42501');
      expect(await codeOf(as(identity, `select public.record_analytics_drop('bot')`))).toBe('42501');
      expect(await codeOf(as(identity, 'select private.require_admin()'))).toBe('42501');
    }
    const adminCalls = [
      `select * from public.analytics_totals(${range})`,
      `select * from public.analytics_series(${range}, 'hour')`,
      `select * from public.analytics_breakdown(${range}, 'page')`,
      `select * from public.analytics_funnels(${range})`,
      'select public.analytics_live()',
      `select * from public.analytics_drops(${range})`,
    ];
    for (const call of adminCalls) {
      expect(await codeOf(as(anon, call)), `anon: ${call}`).toBe('42501');
      expect(await codeOf(as(member, call)), `a signed-in non-admin: ${call}`).toBe('42501');
      expect(await codeOf(as(admin, call)), `an admin: ${call}`).toBe('ok');
    }
    expect(await codeOf(recordEvent(service))).toBe('ok');
    expect(await codeOf(as(service, `select public.record_analytics_drop('gpc')`))).toBe('ok');
  });

  it('stores only valid events and counts drops by reason', async () => {
    const record = (name: string, path: string, device: string, origin?: string) =>
      codeOf(recordEvent(service, { name, path, device, origin }));
    expect(await record('pageview', '/pricing?utm_source=x', 'mobile')).toBe('ok');
    expect(await record('contact_opened', '/', 'tablet')).toBe('ok');
    expect(await record('enquiry_stored', '/contact', 'desktop')).toBe('22023');
    expect(await record('purchase', '/', 'desktop')).toBe('22023');
    expect(await record('pageview', '/', 'tv')).toBe('22023');
    expect(await record('pageview', 'https://evil.example/', 'desktop')).toBe('22023');
    // No Origin (or an opaque one) keys no visitor: refused rather than stored unkeyed.
    expect(await record('pageview', '/', 'desktop', '')).toBe('22023');
    expect(await record('pageview', '/', 'desktop', 'null')).toBe('22023');
    const stored = await owner<{ name: string; utm_source: string | null; device: string }>(
      'select name, utm_source, device from analytics.event order by id',
    );
    expect(stored).toEqual([
      { name: 'pageview', utm_source: null, device: 'mobile' },
      { name: 'contact_opened', utm_source: null, device: 'tablet' },
    ]);

    for (const reason of ['bot', 'bot', 'gpc', 'rate_limited']) await as(service, 'select public.record_analytics_drop($1)', [reason]);
    // Not one of the enum analytics_drop_reason: PostgreSQL refuses the value itself.
    expect(await codeOf(as(service, `select public.record_analytics_drop('curious')`))).toBe('22P02');
    const drops = await as<{ reason: string; dropped: number }>(
      admin,
      `select reason, dropped::int from public.analytics_drops(date_trunc('day', now()), date_trunc('day', now()) + interval '1 day')`,
    );
    expect(drops).toEqual([
      { reason: 'bot', dropped: 2 },
      { reason: 'gpc', dropped: 1 },
      { reason: 'rate_limited', dropped: 1 },
      { reason: 'dnt', dropped: 0 },
      { reason: 'operator', dropped: 0 },
    ]);
  });

  it('rolls events up by hour and day: visitors as the sum of daily distinct keys, entry pages by 30-minute sessions, funnels', async () => {
    const d1 = utcDay(3);
    const d2 = utcDay(2);
    const desktop = { device: 'desktop', browser: 'Chrome', os: 'Linux' };
    const mobile = { device: 'mobile', browser: 'Safari', os: 'iOS' };
    await insertEvents([
      // A: a session from google.com through / and /pricing, Contact us, an enquiry; 45 minutes later a second session.
      { key: keyA, name: 'pageview', path: '/', at: `${d1}T10:00:00Z`, referrer: 'google.com', ...desktop },
      { key: keyA, name: 'pageview', path: '/pricing', at: `${d1}T10:10:00Z`, referrer: 'google.com', ...desktop },
      { key: keyA, name: 'contact_opened', path: '/pricing', at: `${d1}T10:12:00Z`, ...desktop },
      { key: keyA, name: 'enquiry_stored', path: '/contact', at: `${d1}T10:15:00Z` },
      { key: keyA, name: 'pageview', path: '/resources', at: `${d1}T11:00:00Z`, ...desktop },
      // B: from a newsletter on a phone, an estimate, a second view of /pricing 15 minutes after the estimate (same session).
      { key: keyB, name: 'pageview', path: '/pricing', at: `${d1}T10:20:00Z`, referrer: 'news.example', utm: 'newsletter', ...mobile },
      { key: keyB, name: 'estimate_made', path: '/pricing', at: `${d1}T10:25:00Z`, ...mobile },
      { key: keyB, name: 'pageview', path: '/pricing', at: `${d1}T10:40:00Z`, referrer: 'news.example', utm: 'newsletter', ...mobile },
      // C: an estimate and an enquiry, without a page view the tracker saw.
      { key: keyC, name: 'estimate_made', path: '/pricing', at: `${d1}T23:50:00Z`, ...desktop },
      { key: keyC, name: 'enquiry_stored', path: '/contact', at: `${d1}T23:55:00Z` },
      // An enquiry stored without a key: in the totals, in no funnel.
      { key: null, name: 'enquiry_stored', path: '/contact', at: `${d1}T12:00:00Z` },
    ]);
    expect(await refresh()).toBe(1);
    // The next run looks at the same events once more (a late commit), then there is nothing to do.
    expect(await refresh()).toBe(1);
    expect(await refresh()).toBe(0);

    await insertEvents([
      // The next day: the same key counts again (keys rotate daily), and D opens Contact us.
      { key: keyA, name: 'pageview', path: '/', at: `${d2}T09:00:00Z`, ...desktop },
      { key: keyD, name: 'pageview', path: '/', at: `${d2}T09:30:00Z`, referrer: 'duckduckgo.com', ...desktop },
      { key: keyD, name: 'contact_opened', path: '/', at: `${d2}T09:31:00Z`, ...desktop },
    ]);
    const d1Hours = () => owner('select * from analytics.hourly_totals where hour < $1 order by hour', [`${d2}T00:00:00Z`]);
    const d1Before = await d1Hours();
    expect(await refresh()).toBe(1); // d2 only

    const start = `${d1}T00:00:00Z`;
    const end = new Date(Date.parse(`${d2}T00:00:00Z`) + dayMs).toISOString();
    const expectFigures = async () => {
      expect(
        await as(admin, 'select visitors::int, pageviews::int, enquiries::int from public.analytics_totals($1, $2)', [start, end]),
      ).toEqual([{ visitors: 5, pageviews: 7, enquiries: 3 }]);
      const hours = await as<{ bucket_start: string; visitors: number; pageviews: number; enquiries: number }>(
        admin,
        `select to_char(bucket_start at time zone 'UTC', 'HH24') as bucket_start, visitors::int, pageviews::int, enquiries::int
           from public.analytics_series($1, $2, 'hour')`,
        [start, `${d2}T00:00:00Z`],
      );
      expect(hours).toHaveLength(24);
      expect(hours.filter((hour) => hour.visitors + hour.pageviews + hour.enquiries > 0)).toEqual([
        { bucket_start: '10', visitors: 2, pageviews: 4, enquiries: 1 },
        { bucket_start: '11', visitors: 1, pageviews: 1, enquiries: 0 },
        { bucket_start: '12', visitors: 0, pageviews: 0, enquiries: 1 },
        { bucket_start: '23', visitors: 1, pageviews: 0, enquiries: 1 },
      ]);
      expect(
        await as(
          admin,
          `select to_char(bucket_start at time zone 'UTC', 'YYYY-MM-DD') as day, visitors::int, pageviews::int, enquiries::int
             from public.analytics_series($1, $2, 'day')`,
          [start, end],
        ),
      ).toEqual([
        { day: d1, visitors: 3, pageviews: 5, enquiries: 3 },
        { day: d2, visitors: 2, pageviews: 2, enquiries: 0 },
      ]);
      const months = await as<{ visitors: number }>(admin, `select visitors::int from public.analytics_series($1, $2, 'month')`, [
        start,
        end,
      ]);
      expect(months.reduce((sum, month) => sum + month.visitors, 0)).toBe(5);

      const breakdown = (dimension: string) =>
        as(admin, 'select value, visitors::int, pageviews::int from public.analytics_breakdown($1, $2, $3)', [start, end, dimension]);
      expect(await breakdown('page')).toEqual([
        { value: '/', visitors: 3, pageviews: 3 },
        { value: '/pricing', visitors: 2, pageviews: 3 },
        { value: '/resources', visitors: 1, pageviews: 1 },
      ]);
      // Sessions: A's first (/, 2 views), A's second after 45 minutes (/resources), B's (/pricing, 2 views), then A and D on d2.
      expect(await breakdown('entry_page')).toEqual([
        { value: '/', visitors: 3, pageviews: 4 },
        { value: '/pricing', visitors: 1, pageviews: 2 },
        { value: '/resources', visitors: 1, pageviews: 1 },
      ]);
      expect(await breakdown('referrer')).toEqual([
        { value: 'google.com', visitors: 1, pageviews: 2 },
        { value: 'news.example', visitors: 1, pageviews: 2 },
        { value: 'duckduckgo.com', visitors: 1, pageviews: 1 },
      ]);
      expect(await breakdown('utm_source')).toEqual([{ value: 'newsletter', visitors: 1, pageviews: 2 }]);
      expect(await breakdown('device')).toEqual([
        { value: 'desktop', visitors: 3, pageviews: 5 },
        { value: 'mobile', visitors: 1, pageviews: 2 },
      ]);
      expect(await breakdown('browser')).toEqual([
        { value: 'Chrome', visitors: 3, pageviews: 5 },
        { value: 'Safari', visitors: 1, pageviews: 2 },
      ]);
      expect(await breakdown('os')).toEqual([
        { value: 'Linux', visitors: 3, pageviews: 5 },
        { value: 'iOS', visitors: 1, pageviews: 2 },
      ]);
      expect(await as(admin, 'select value from public.analytics_breakdown($1, $2, $3, 1)', [start, end, 'page'])).toEqual([
        { value: '/' },
      ]);
      expect(await as(admin, 'select funnel, step, label, visitors::int from public.analytics_funnels($1, $2)', [start, end])).toEqual([
        { funnel: 'contact', step: 1, label: 'Viewed a page', visitors: 4 },
        { funnel: 'contact', step: 2, label: 'Opened Contact us', visitors: 2 },
        { funnel: 'contact', step: 3, label: 'Sent an enquiry', visitors: 1 },
        { funnel: 'estimate', step: 1, label: 'Made an estimate', visitors: 2 },
        { funnel: 'estimate', step: 2, label: 'Sent an enquiry', visitors: 1 },
      ]);
      // One day of the two: only d2's figures.
      expect(
        await as(admin, 'select visitors::int, pageviews::int, enquiries::int from public.analytics_totals($1, $2)', [
          `${d2}T00:00:00Z`,
          end,
        ]),
      ).toEqual([{ visitors: 2, pageviews: 2, enquiries: 0 }]);
    };
    await expectFigures();
    expect(await d1Hours()).toEqual(d1Before);

    // Rebuilding the range gives the same figures, and leaves the next refresh nothing to redo.
    expect(await owner('select analytics.rebuild_rollups($1::date, $2::date) as days', [d1, d2])).toEqual([{ days: 2 }]);
    await expectFigures();
    expect(await refresh()).toBe(0);

    // An invalid bucket or dimension is refused.
    expect(await codeOf(as(admin, `select * from public.analytics_series($1, $2, 'week')`, [start, end]))).toBe('22023');
    // Not one of the enum analytics_dimension: PostgreSQL refuses the value itself.
    expect(await codeOf(as(admin, `select * from public.analytics_breakdown($1, $2, 'email')`, [start, end]))).toBe('22P02');
  });

  it('counts the live visitors of the last 5 minutes from the raw events', async () => {
    await owner(
      `insert into analytics.event (visitor_key, name, path, occurred_at) values
         ($1, 'pageview', '/', now() - interval '1 minute'), ($1, 'pageview', '/pricing', now()),
         ($2, 'pageview', '/', now() - interval '4 minutes'), ($3, 'pageview', '/', now() - interval '6 minutes')`,
      [keyA, keyB, keyC],
    );
    expect(await as(admin, 'select public.analytics_live()::int as live')).toEqual([{ live: 2 }]);
  });

  it.runIf(kind === 'postgres')('runs one refresh at a time: a second one meanwhile returns at once', async () => {
    await insertEvents([{ key: keyA, name: 'pageview', path: '/', at: `${utcDay(1)}T08:00:00Z`, device: 'desktop' }]);
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      await db.asOwner(async (tx) => {
        expect((await tx.query<{ days: number }>('select analytics.refresh_rollups() as days')).rows[0]!.days).toBe(1);
        expect((await other.query<{ days: number }>('select analytics.refresh_rollups() as days')).rows[0]!.days).toBe(-1);
      });
      expect((await other.query<{ days: number }>('select analytics.refresh_rollups() as days')).rows[0]!.days).toBe(1);
    } finally {
      await other.end();
    }
  });

  it("makes one salt of 32 random bytes on the day's first event, keys the day's visitors with it, and deletes salts older than 48 hours", async () => {
    await recordEvent(service);
    await recordEvent(service, { path: '/pricing' });
    const salts = await owner<{ salt: string; age: number }>(
      `select encode(salt, 'hex') as salt, analytics.utc_today() - day as age from analytics.salt`,
    );
    expect(salts).toHaveLength(1);
    expect(salts[0]!.age).toBe(0);
    expect(salts[0]!.salt).toMatch(/^[0-9a-f]{64}$/);
    const keys = await owner<{ visitor_key: string }>('select visitor_key from analytics.event order by id');
    const expected = nodeVisitorKey(salts[0]!.salt, 'staycompliant.com', '203.0.113.1', 'Mozilla/5.0 Test');
    expect(keys).toEqual([{ visitor_key: expected }, { visitor_key: expected }]);

    await owner(
      `insert into analytics.salt (day, salt) select analytics.utc_today() - n, sha256(n::text::bytea) from generate_series(1, 3) as n`,
    );
    expect(await owner('select analytics.rotate_salts() as deleted')).toEqual([{ deleted: 2 }]);
    expect(await owner<{ age: number }>('select analytics.utc_today() - day as age from analytics.salt order by day')).toEqual([
      { age: 1 },
      { age: 0 },
    ]);
  });

  it('keeps monthly partitions ahead and drops those older than 13 months', async () => {
    const month = (monthsAgo: number) =>
      owner<{ name: string }>(
        `select 'event_' || to_char(date_trunc('month', now() at time zone 'UTC') - make_interval(months => $1::int), 'YYYYMM') as name`,
        [String(monthsAgo)],
      ).then((rows) => rows[0]!.name);
    // A partition 15 months old, and events 14 and 12 months old that land in the default partition.
    await owner(`select analytics.ensure_partition((date_trunc('month', now() at time zone 'UTC') - interval '15 months')::date)`);
    await owner(
      `insert into analytics.event (visitor_key, name, path, occurred_at) values
         ($1, 'pageview', '/old', now() - interval '15 months'),
         ($1, 'pageview', '/older-than-kept', now() - interval '13 months 2 days'),
         ($1, 'pageview', '/kept', now() - interval '12 months')`,
      [keyA],
    );
    const partitions = () =>
      owner<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'analytics.event'::regclass order by 1`,
      ).then((rows) => rows.map((row) => row.name));
    expect(await partitions()).toContain(await month(15));

    expect(await owner('select analytics.maintain_partitions() as dropped')).toEqual([{ dropped: 1 }]);
    const after = await partitions();
    expect(after).not.toContain(await month(15));
    for (const ahead of [0, -1, -2, 12]) expect(after).toContain(await month(ahead));
    expect(await owner('select path from analytics.event order by path')).toEqual([{ path: '/kept' }]);
    expect(await owner('select count(*)::int as n from analytics.event_default')).toEqual([{ n: 0 }]);
    // The moved row is in its month's partition, and nobody else may read it there either.
    expect(await owner(`select count(*)::int as n from analytics.${await month(12)}`)).toEqual([{ n: 1 }]);
    expect(await codeOf(as(anon, `select * from analytics.${await month(12)}`))).toBe('42501');
  });

  it("computes the visitor key with pgcrypto's hmac() exactly as node:crypto does, from the Origin's host", async () => {
    const samples = [
      [
        '127.0.0.1:4173',
        '203.0.113.9',
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ],
      ['staycompliant.com', '2001:db8::1', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Tést/1.0 ünïcödé 日本語 🙂'],
      ['localhost', '10.0.0.1', 'x'],
    ] as const;
    for (const [site, ip, userAgent] of samples) {
      const salt = randomBytes(32).toString('hex');
      const [row] = await owner<{ key: string }>(`select analytics.visitor_key(decode($1, 'hex'), $2, $3, $4) as key`, [
        salt,
        site,
        ip,
        userAgent,
      ]);
      expect(row!.key).toBe(nodeVisitorKey(salt, site, ip, userAgent));
    }
    expect(await owner(`select analytics.visitor_key(decode($1, 'hex'), 'site', '', 'ua') as key`, ['00'.repeat(32)])).toEqual([
      { key: null },
    ]);
    const sites = await owner<{ site: string | null }>(
      `select analytics.site_of_origin(o) as site from unnest(array['https://WWW.StayCompliant.com', ' http://127.0.0.1:4173 ',
         'https://staycompliant.com/path', 'null', '', 'staycompliant.com']) with ordinality as t (o, n) order by n`,
    );
    expect(sites.map((row) => row.site)).toEqual(['www.staycompliant.com', '127.0.0.1:4173', 'staycompliant.com', null, null, null]);
  });

  it('stores each enquiry as an enquiry_stored event keyed from the request headers, and never fails the enquiry', async () => {
    const insert = (headers: Record<string, string> | undefined, name: string) =>
      db.asRequest({ ...anon, headers }, (tx) =>
        tx.query(
          `insert into public.contact_submissions (name, email, company_size, services_interested, description)
           values ($1, 'conversion@example.com', '100+', array['Tax Filing'], 'An enquiry that converts.')`,
          [name],
        ),
      );
    const headers = {
      origin: 'http://127.0.0.1:4173',
      'x-forwarded-for': ' 198.51.100.23 , 10.0.0.1',
      'user-agent': 'Mozilla/5.0 Ünïcode/1.0',
    };
    await insert(headers, 'The first of the day');
    await insert({ ...headers, origin: 'null' }, 'An opaque origin');
    await insert({ origin: 'http://127.0.0.1:4173', 'x-forwarded-for': '198.51.100.23' }, 'No user agent');
    await insert(undefined, 'No headers');
    // Headers that cannot be read fail the event, not the enquiry.
    await db.asRequest(anon, async (tx) => {
      await tx.query(`select set_config('request.headers', '{not json', true)`);
      await tx.query(
        `insert into public.contact_submissions (name, email, company_size, services_interested, description)
         values ('Unreadable headers', 'conversion@example.com', '100+', array['Tax Filing'], 'An enquiry that converts.')`,
      );
    });
    expect(
      await owner<{ n: number }>(`select count(*)::int as n from public.contact_submissions where email = 'conversion@example.com'`),
    ).toEqual([{ n: 5 }]);
    // The first enquiry of the day makes the day's salt, as the collector's first event would.
    const [{ salt } = { salt: '' }] = await owner<{ salt: string }>(`select encode(salt, 'hex') as salt from analytics.salt`);
    expect(await owner('select visitor_key, name, path from analytics.event order by id')).toEqual([
      {
        // The trusted client address: the x-forwarded-for entry the gateway appended (docs/architecture/backend.md, "Flood limits").
        visitor_key: nodeVisitorKey(salt, '127.0.0.1:4173', '10.0.0.1', 'Mozilla/5.0 Ünïcode/1.0'),
        name: 'enquiry_stored',
        path: '/contact',
      },
      { visitor_key: null, name: 'enquiry_stored', path: '/contact' },
      { visitor_key: null, name: 'enquiry_stored', path: '/contact' },
      { visitor_key: null, name: 'enquiry_stored', path: '/contact' },
    ]);
  });
});

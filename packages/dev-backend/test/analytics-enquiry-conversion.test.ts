import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendKinds, startTestBackend, type TestBackend } from './helpers/backends.js';

// An enquiry sent through the REST API, as the contact form sends it, becomes an enquiry_stored event
// whose key is the one the collector gives the same visitor (docs/architecture/analytics.md, "Analytics"): the
// server sets request.headers as PostgREST does. Neither the IP nor the user agent is stored anywhere.

const site = '127.0.0.1:4173';
const visitorIp = '203.0.113.77';
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Fïrefox/133.0 ünïcode-probe';

function nodeVisitorKey(saltHex: string, ip: string, agent: string): string {
  return createHmac('sha256', Buffer.from(saltHex, 'hex')).update(`${site}\n${ip}\n${agent}`).digest('hex');
}

/** A POST with exactly these headers (fetch would set its own user agent and may refuse an Origin). */
function post(backend: TestBackend, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL(path, backend.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${backend.anonKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const enquiry = {
  name: 'Conversion Visitor',
  email: 'conversion@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'We would like a quote for our annual filing.',
};

describe.each(backendKinds)('the enquiry conversion through the REST API on %s', (kind) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it("keys the event from the origin, the trusted client address and the user agent: the site server's vouched visitor, else the caller", async () => {
    const origin = `http://${site}`;
    // The site server, inserting a visitor's form post: its secret and the visitor's address (docs/architecture/backend.md, "Flood limits").
    expect(
      await post(backend, '/rest/v1/contact_submissions', enquiry, {
        origin,
        'user-agent': userAgent,
        'x-site-proxy-secret': backend.siteProxySecret,
        'x-site-visitor-address': visitorIp,
      }),
    ).toBe(201);
    // A direct caller: its own address, whatever X-Forwarded-For it claims.
    expect(
      await post(backend, '/rest/v1/contact_submissions', enquiry, {
        origin,
        'user-agent': userAgent,
        'x-forwarded-for': `${visitorIp}, 10.0.0.2`,
      }),
    ).toBe(201);
    // The day's salt, made by its first event (here the first enquiry).
    const [{ salt } = { salt: '' }] = await backend.sql<{ salt: string }>(
      "select encode(salt, 'hex') as salt from analytics.salt where day = analytics.utc_today()",
    );
    const events = await backend.sql<{ visitor_key: string | null; name: string; path: string }>(
      'select visitor_key, name, path from analytics.event order by id',
    );
    expect(events).toEqual([
      { visitor_key: nodeVisitorKey(salt, visitorIp, userAgent), name: 'enquiry_stored', path: '/contact' },
      { visitor_key: nodeVisitorKey(salt, '127.0.0.1', userAgent), name: 'enquiry_stored', path: '/contact' },
    ]);

    // After a refresh the enquiries are in the admin's figures.
    await backend.refreshAnalytics();
    const [totals] = await backend.sql<{ enquiries: number }>(
      'select enquiries from analytics.daily_totals where day = analytics.utc_today()',
    );
    expect(totals).toEqual({ enquiries: 2 });
  });

  it('stores neither the IP nor the user agent in any column of any table', async () => {
    const columns = await backend.sql<{ schema: string; table: string; column: string }>(
      `select n.nspname as schema, c.relname as table, a.attname as column
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relkind in ('r', 'p', 'm')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
        order by 1, 2, 3`,
    );
    expect(columns.some((column) => column.schema === 'analytics' && column.table === 'event')).toBe(true);
    expect(columns.some((column) => column.schema === 'public' && column.table === 'contact_submissions')).toBe(true);
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const probes = columns.map(
      (column) =>
        `select ${`'${column.schema}.${column.table}.${column.column}'`} as place from ${quote(column.schema)}.${quote(column.table)}
          where strpos(${quote(column.column)}::text, $1) > 0 or strpos(${quote(column.column)}::text, $2) > 0
             or strpos(${quote(column.column)}::text, $3) > 0`,
    );
    const scan = (values: [string, string, string]) =>
      backend.sql<{ place: string }>(probes.join('\nunion all\n'), values).then((rows) => rows.map((row) => row.place));
    // The scan finds what is stored: the enquiry's e-mail, in its column.
    expect(await scan([enquiry.email, enquiry.email, enquiry.email])).toContain('public.contact_submissions.email');
    expect(await scan([visitorIp, userAgent, 'ünïcode-probe'])).toEqual([]);
  });
});

import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DevBackend, startDevBackend } from '../src/index.js';
import { backendKinds, createTestDatabase, pgliteDataDir, rawFetch } from './helpers/backends.js';

// The analytics collector end to end (docs/architecture/analytics.md, "Analytics"): the real function on Deno,
// behind the dev backend's /functions/v1, writing through the real RPCs to PGlite and PostgreSQL 15.

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const headlessChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const site = '127.0.0.1:4173';
const signal = (fields: Record<string, unknown> = {}) => JSON.stringify({ n: 'pageview', u: '/', r: '', w: 1280, b: 0, o: 0, ...fields });

interface StoredEvent {
  visitor_key: string;
  name: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  browser: string | null;
  os: string | null;
  device: string;
}

describe.each(backendKinds)('the analytics collector on %s, on Deno', (kind) => {
  let backend: DevBackend;
  let dataDir = '';
  const output: string[] = [];
  let nextAddress = 1;
  /** A visitor of its own for each test: the rate limit is per visitor and lasts a minute. */
  const newVisitorIp = () => `192.0.2.${nextAddress++}`;
  /**
   * Every local client is 127.0.0.1: a visitor's own address reaches the collector as the site server
   * vouches for it, with its secret (docs/architecture/backend.md, "Flood limits").
   */
  const asVisitor = (ip: string) => ({ 'x-site-proxy-secret': backend.siteProxySecret, 'x-site-visitor-address': ip });

  beforeAll(async () => {
    // Everything the backend and Deno print (quiet: false), kept to be searched for IPs and user agents.
    for (const method of ['log', 'error', 'warn', 'info'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void output.push(args.map(String).join(' ')));
    }
    dataDir = pgliteDataDir();
    const databaseUrl = kind === 'postgres' ? await createTestDatabase() : undefined;
    backend = await startDevBackend({ port: 0, dataDir, databaseUrl, quiet: false, edgeFunctions: true });
    expect(await backend.edgeFunctionsReady).toBe(true);
  }, 180_000);
  afterAll(async () => {
    await backend?.stop();
    vi.restoreAllMocks();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function collect(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}, method = 'POST'): Promise<Response> {
    return fetch(`${backend.url}/functions/v1/analytics-collector`, {
      method,
      body: method === 'GET' ? undefined : body,
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${backend.anonKey}`,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': chromeOnAndroid,
        origin: `http://${site}`,
        ...headers,
      },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  }

  const eventsOfPath = (path: string) =>
    backend.sql<StoredEvent>(
      'select visitor_key, name, path, referrer_host, utm_source, browser, os, device from analytics.event where path = $1 order by id',
      [path],
    );
  const eventCount = async () => Number((await backend.sql<{ n: number }>('select count(*)::int as n from analytics.event'))[0]!.n);
  const dropped = async (reason: string) =>
    Number(
      (
        await backend.sql<{ n: number }>(
          'select coalesce(sum(dropped), 0)::int as n from analytics.daily_drop where day = analytics.utc_today() and reason = $1',
          [reason],
        )
      )[0]!.n,
    );

  it('stores the allow-listed fields of a page view under the day’s HMAC visitor key, and answers 202 with no body', async () => {
    const ip = newVisitorIp();
    const response = await collect(
      signal({
        u: '/pricing?tab=legal&utm_source=newsletter&email=jane%40example.com&ref=hn#plans',
        r: 'https://www.google.com/search?q=delaware+incorporation',
        w: 412,
      }),
      { 'x-forwarded-for': '10.0.0.9, 10.0.0.7', ...asVisitor(ip) },
    );
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');

    const [event, ...more] = await eventsOfPath('/pricing?utm_source=newsletter&ref=hn');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      name: 'pageview',
      referrer_host: 'google.com',
      utm_source: 'newsletter',
      browser: 'Chrome',
      os: 'Android',
      device: 'mobile',
    });
    const [salt] = await backend.sql<{ salt: string }>(
      "select encode(salt, 'hex') as salt from analytics.salt where day = analytics.utc_today()",
    );
    const expected = createHmac('sha256', Buffer.from(salt!.salt, 'hex')).update(`${site}\n${ip}\n${chromeOnAndroid}`).digest('hex');
    expect(event!.visitor_key).toBe(expected);

    // A move inside the site has no referrer host; a desktop width is a desktop.
    expect((await collect(signal({ u: '/about', r: `http://${site}/pricing`, w: 1440 }), { ...asVisitor(ip) })).status).toBe(202);
    expect(await eventsOfPath('/about')).toEqual([
      expect.objectContaining({ visitor_key: expected, referrer_host: null, utm_source: null, device: 'desktop' }),
    ]);
  });

  it('keys a signal and an enquiry with the same Origin, client address and user agent alike, and another Origin apart', async () => {
    const ip = newVisitorIp();
    const userAgent = `${chromeOnAndroid} SameKeyProbe/${kind}`;
    const headers = { origin: `http://${site}`, 'user-agent': userAgent, ...asVisitor(ip) };
    expect((await collect(signal({ u: `/same-key-${kind}` }), headers)).status).toBe(202);
    const enquire = async (origin: string) => {
      const response = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
        method: 'POST',
        headers: { ...headers, origin },
        body: JSON.stringify({
          name: 'Same Key',
          email: `same-key-${kind}@example.com`,
          company_size: '10-100',
          services_interested: ['Tax Filing'],
          description: 'An enquiry from the visitor who sent the signal.',
        }),
      });
      expect(response.status).toBe(201);
      const [conversion] = await backend.sql<{ visitor_key: string | null }>(
        "select visitor_key from analytics.event where name = 'enquiry_stored' order by id desc limit 1",
      );
      return conversion?.visitor_key;
    };
    const [signalEvent] = await eventsOfPath(`/same-key-${kind}`);
    expect(signalEvent!.visitor_key).toMatch(/^[0-9a-f]{64}$/);
    expect(await enquire(`http://${site}`)).toBe(signalEvent!.visitor_key);
    // The host is the Origin's: the same visitor on another of the site's hosts is another key.
    expect(await enquire(`http://localhost:4173`)).not.toBe(signalEvent!.visitor_key);
  });

  it('decides the client address once, in SQL: with trusted_proxy_hops = 2, a signal and an enquiry with the same X-Forwarded-For get one key, from the entry SQL reads', async () => {
    const userAgent = `${chromeOnAndroid} HopsProbe/${kind}`;
    // The backend appends the caller (127.0.0.1) on both paths, as Supabase's gateway does: two hops
    // from the right is the entry after the client's own.
    const viaProxy = (clientEntry: string, proxied: string) => ({
      'user-agent': userAgent,
      'x-forwarded-for': `${clientEntry}, ${proxied}`,
    });
    const keyOfSignal = async (path: string, headers: Record<string, string>) => {
      expect((await collect(signal({ u: path }), headers)).status).toBe(202);
      return (await eventsOfPath(path))[0]?.visitor_key;
    };
    await backend.sql('update flood_limit.settings set trusted_proxy_hops = 2');
    try {
      const key = await keyOfSignal(`/hops-${kind}-1`, viaProxy('6.6.6.6', '198.51.100.20'));
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      // The client's own entry is never read; the proxied one is.
      expect(await keyOfSignal(`/hops-${kind}-2`, viaProxy('7.7.7.7', '198.51.100.20'))).toBe(key);
      expect(await keyOfSignal(`/hops-${kind}-3`, viaProxy('6.6.6.6', '198.51.100.21'))).not.toBe(key);

      const response = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
        method: 'POST',
        headers: { origin: `http://${site}`, ...viaProxy('8.8.8.8', '198.51.100.20') },
        body: JSON.stringify({
          name: 'Hops Probe',
          email: `hops-${kind}@example.com`,
          company_size: '10-100',
          services_interested: ['Tax Filing'],
          description: 'An enquiry through the same proxy as the signals.',
        }),
      });
      expect(response.status).toBe(201);
      const [conversion] = await backend.sql<{ visitor_key: string | null }>(
        "select visitor_key from analytics.event where name = 'enquiry_stored' order by id desc limit 1",
      );
      expect(conversion?.visitor_key).toBe(key);
    } finally {
      await backend.sql('update flood_limit.settings set trusted_proxy_hops = 1');
    }
  });

  it('refuses a signal without an Origin with 403, whatever X-Forwarded-Host names', async () => {
    const before = await eventCount();
    const response = await collect(signal({ u: '/no-origin' }), { origin: '', 'x-forwarded-host': site, ...asVisitor(newVisitorIp()) });
    expect(response.status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('drops and counts a HeadlessChrome user agent, navigator.webdriver, Sec-GPC: 1, DNT: 1 and a signed-in operator', async () => {
    const before = await eventCount();
    const counts = Object.fromEntries(await Promise.all(['bot', 'gpc', 'dnt', 'operator'].map(async (r) => [r, await dropped(r)])));
    const ip = newVisitorIp();
    const sent = [
      await collect(signal({ u: '/dropped-headless' }), { 'user-agent': headlessChrome, ...asVisitor(ip) }),
      await collect(signal({ u: '/dropped-webdriver', b: 1 }), { ...asVisitor(ip) }),
      await collect(signal({ u: '/dropped-gpc' }), { 'sec-gpc': '1', ...asVisitor(ip) }),
      await collect(signal({ u: '/dropped-dnt' }), { dnt: '1', ...asVisitor(ip) }),
      await collect(signal({ u: '/dropped-operator', o: 1 }), { ...asVisitor(ip) }),
    ];
    expect(sent.map((response) => response.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await eventCount()).toBe(before);
    expect(await dropped('bot')).toBe(counts.bot + 2);
    expect(await dropped('gpc')).toBe(counts.gpc + 1);
    expect(await dropped('dnt')).toBe(counts.dnt + 1);
    expect(await dropped('operator')).toBe(counts.operator + 1);
  });

  it('answers 405 to anything but POST, 400 to a malformed signal, 413 past 2,048 bytes, stored nothing of them', async () => {
    const before = await eventCount();
    const ip = newVisitorIp();
    const headers = { ...asVisitor(ip) };
    expect((await collect('', headers, 'GET')).status).toBe(405);
    expect((await collect(signal(), headers, 'PUT')).status).toBe(405);
    expect((await collect('not json', headers)).status).toBe(400);
    expect((await collect(signal({ n: 'enquiry_stored' }), headers)).status).toBe(400);
    expect((await collect(signal({ u: 'https://evil.example/' }), headers)).status).toBe(400);
    expect((await collect(signal({ w: 'wide' }), headers)).status).toBe(400);
    const oversized = signal({ u: `/${'a'.repeat(2100)}` });
    expect((await collect(oversized, headers)).status).toBe(413);
    // Sent in chunks without a Content-Length: refused as the bytes pass the cap.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 8; n += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(512)));
        controller.close();
      },
    });
    expect((await collect(chunks, headers)).status).toBe(413);
    expect(await eventCount()).toBe(before);
  });

  it('answers 429 to a visitor past 30 events a minute, and counts it once a minute as rate_limited', async () => {
    const limited = await dropped('rate_limited');
    const headers = asVisitor(newVisitorIp());
    const statuses: number[] = [];
    for (let n = 0; n < 32; n += 1) statuses.push((await collect(signal({ u: `/burst-${kind}` }), headers)).status);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(await eventsOfPath(`/burst-${kind}`)).toHaveLength(30);
    expect(await dropped('rate_limited')).toBe(limited + 1);
    // Another visitor is not held back.
    expect((await collect(signal({ u: `/burst-${kind}` }), asVisitor(newVisitorIp()))).status).toBe(202);
  });

  it('bounds 1,000 signals from one client with a random X-Forwarded-For and Origin each: 30 stored, the rest 403 or 429', async () => {
    const before = await eventCount();
    const limited = await dropped('rate_limited');
    const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join('.');
    const answers: Record<number, number> = {};
    for (let n = 0; n < 1000; n += 1) {
      // Half claim the site's own origin, half another; every one claims a new address.
      const origin = n % 2 === 0 ? `http://${site}` : `https://${randomAddress()}.example`;
      const status = (await collect(signal({ u: `/flood-${kind}` }), { origin, 'x-forwarded-for': randomAddress() })).status;
      answers[status] = (answers[status] ?? 0) + 1;
    }
    const stored = (await eventCount()) - before;
    const visitors = new Set((await eventsOfPath(`/flood-${kind}`)).map((event) => event.visitor_key)).size;
    console.info(
      `[${kind}] 1,000 signals from one client: ${stored} stored (${visitors} visitor), ${answers[403] ?? 0} refused 403, ${answers[429] ?? 0} refused 429`,
    );
    expect(answers[403]).toBe(500);
    expect(answers[202]).toBe(30);
    expect(answers[429]).toBe(470);
    expect(stored).toBe(30);
    expect(visitors).toBe(1);
    // The limits held back 470 signals at the cost of one write each (the visitor's, then the address's).
    expect(await dropped('rate_limited')).toBe(limited + 2);
  });

  it('keeps the IP and the user agent out of every table and out of the logs', async () => {
    const ip = '198.51.100.234';
    const userAgent =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 PrivacyProbe/7.7.7';
    const sent = [
      await collect(signal({ u: '/privacy-probe?utm_source=probe' }), { 'user-agent': userAgent, ...asVisitor(ip) }),
      await collect(signal({ n: 'contact_opened', u: '/privacy-probe' }), { 'user-agent': userAgent, ...asVisitor(ip) }),
      await collect(signal({ u: '/privacy-probe-gpc' }), { 'user-agent': userAgent, ...asVisitor(ip), 'sec-gpc': '1' }),
      await collect('{"broken', { 'user-agent': userAgent, ...asVisitor(ip) }),
    ];
    expect(sent.map((response) => response.status)).toEqual([202, 202, 202, 400]);
    expect((await eventsOfPath('/privacy-probe?utm_source=probe')).length).toBe(1);
    // An enquiry from the same visitor: the database's trigger keys its conversion from the same headers.
    const enquiry = await rawFetch(backend, backend.anonKey, '/rest/v1/contact_submissions', {
      method: 'POST',
      headers: { 'user-agent': userAgent, ...asVisitor(ip), origin: `http://${site}` },
      body: JSON.stringify({
        name: 'Privacy Probe',
        email: `privacy-probe-${kind}@example.com`,
        company_size: '10-100',
        services_interested: ['Tax Filing'],
        description: 'An enquiry sent with the probe’s address and user agent.',
      }),
    });
    expect(enquiry.status).toBe(201);
    const [conversion] = await backend.sql<{ visitor_key: string | null }>(
      "select visitor_key from analytics.event where name = 'enquiry_stored' order by id desc limit 1",
    );
    const [probe] = await eventsOfPath('/privacy-probe?utm_source=probe');
    expect(conversion?.visitor_key).toBe(probe!.visitor_key);

    // Every table of every non-system schema, each row as text (which holds all its columns).
    const tables = await backend.sql<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
    );
    expect(tables.map((table) => table.name)).toContain('analytics.event');
    async function tablesHolding(needles: string[]): Promise<string[]> {
      const holding: string[] = [];
      for (const { name } of tables) {
        const [row] = await backend.sql<{ n: number }>(
          `select count(*)::int as n from ${name} as t where ${needles.map((_, i) => `strpos(t::text, $${i + 1}) > 0`).join(' or ')}`,
          needles,
        );
        if (row!.n > 0) holding.push(name);
      }
      return holding;
    }
    // The scan finds what was stored (the path, in the events' table and its month's partition)…
    expect(await tablesHolding(['/privacy-probe?utm_source=probe'])).toContain('analytics.event');
    // …and nothing of the address or the user agent.
    const needles = [ip, 'PrivacyProbe', userAgent];
    const holding = await tablesHolding(needles);
    expect(holding).toEqual([]);

    const printed = output.join('\n');
    expect(printed).toMatch(/Edge Functions \(analytics-collector/);
    for (const needle of needles) expect(printed).not.toContain(needle);
  });
});

import { describe, expect, it } from 'vitest';
import { serviceClient } from '../_shared/service-client.ts';
import { createCollector } from './collector.ts';
import { FailureLog } from './failure-log.ts';
import { limitKeys } from './limit-key.ts';
import { RateLimiter } from './rate-limiter.ts';

// The handler's order of refusals, with the typed service client's requests recorded in place of
// PostgREST (the real function against the real database: packages/dev-backend/test/analytics-collector.test.ts).

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function collectorWithCalls(status = 204, errorBody = '{"message":"down"}') {
  const calls: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const recording: typeof fetch = async (input, init) => {
    calls.push(new URL(String(input)).pathname.replace('/rest/v1/rpc/', ''));
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(status === 204 ? null : errorBody, { status });
  };
  const handle = createCollector({
    db: serviceClient('http://db.test/', 'service-key', { timeoutMs: 1_000, fetch: recording }),
    limiter: new RateLimiter({ limit: 30, windowMs: 60_000, maxKeys: 50_000 }),
    addressLimiter: new RateLimiter({ limit: 120, windowMs: 60_000, maxKeys: 50_000 }),
    limitKey: limitKeys(),
    siteHosts: new Set(['staycompliant.com']),
    siteProxySecret: 'site-secret',
    failures: new FailureLog(() => {}),
  });
  return { calls, bodies, handle };
}

const post = (headers: Record<string, string>, body = '{"n":"pageview","u":"/","r":"","w":1280,"b":0,"o":0}') =>
  new Request('http://function/analytics-collector', { method: 'POST', headers: { 'user-agent': chrome, ...headers }, body });
const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join('.');

describe('createCollector', () => {
  it('refuses a foreign Origin with 403 and a wrong site-server secret with 403, before any database work', async () => {
    const { calls, handle } = collectorWithCalls();
    expect((await handle(post({ origin: 'https://evil.example', 'x-forwarded-for': '203.0.113.9' }))).status).toBe(403);
    expect((await handle(post({ origin: 'https://staycompliant.com', 'x-site-proxy-secret': 'guess' }))).status).toBe(403);
    expect((await handle(post({ origin: 'https://staycompliant.com', 'x-forwarded-for': '203.0.113.9' }))).status).toBe(202);
    expect(calls).toEqual(['record_analytics_event']);
  });

  it('stores an event through record_analytics_event with the request headers the database decides the address and the key from', async () => {
    const { calls, bodies, handle } = collectorWithCalls();
    const signal = '{"n":"contact_opened","u":"/pricing?utm_source=news","r":"https://www.google.com/search","w":390,"b":0,"o":0}';
    expect(
      (await handle(post({ origin: 'https://staycompliant.com', 'x-forwarded-for': '198.51.100.4, 203.0.113.9' }, signal))).status,
    ).toBe(202);
    expect(calls).toEqual(['record_analytics_event']);
    expect(bodies[0]).toEqual({
      request_headers: { origin: 'https://staycompliant.com', 'user-agent': chrome, 'x-forwarded-for': '198.51.100.4, 203.0.113.9' },
      event_name: 'contact_opened',
      path: '/pricing?utm_source=news',
      device: 'mobile',
      referrer_host: 'google.com',
      utm_source: 'news',
      browser: 'Chrome',
      os: 'Linux',
    });
  });

  it('refuses a signal without an Origin with 403, whatever X-Forwarded-Host says', async () => {
    const { calls, handle } = collectorWithCalls();
    expect((await handle(post({ 'x-forwarded-host': 'staycompliant.com', 'x-forwarded-for': '203.0.113.9' }))).status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('answers 503 when the database refuses the event, and counts a drop without failing the answer', async () => {
    const { calls, handle } = collectorWithCalls(500);
    expect((await handle(post({ origin: 'https://staycompliant.com', 'x-forwarded-for': '203.0.113.9' }))).status).toBe(503);
    expect((await handle(post({ origin: 'https://staycompliant.com', 'x-forwarded-for': '203.0.113.9', dnt: '1' }))).status).toBe(202);
    expect(calls).toEqual(['record_analytics_event', 'record_analytics_drop']);
  });

  it("answers the database's refusals of the headers: 403 for a secret it does not hold, 400 for a vouched value that is no address", async () => {
    const refusedBy = async (status: number, code: string) => {
      const { handle } = collectorWithCalls(status, JSON.stringify({ code, message: 'refused' }));
      return (
        await handle(post({ origin: 'https://staycompliant.com', 'x-site-proxy-secret': 'site-secret', 'x-site-visitor-address': 'x' }))
      ).status;
    };
    expect(await refusedBy(403, 'PT403')).toBe(403);
    expect(await refusedBy(400, '22023')).toBe(400);
    expect(await refusedBy(500, 'XX000')).toBe(503);
  });

  it('bounds 1,000 signals from one client with random X-Forwarded-For, Origin and DNT: at most 30 accepted, one write per limit', async () => {
    const { calls, handle } = collectorWithCalls();
    const statuses: Record<number, number> = {};
    for (let n = 0; n < 1000; n += 1) {
      const origin = Math.random() < 0.5 ? 'https://staycompliant.com' : `https://${randomAddress()}.example`;
      const headers: Record<string, string> = { origin, 'x-forwarded-for': `${randomAddress()}, 198.51.100.7` };
      if (n % 3 === 0) headers.dnt = '1';
      const status = (await handle(post(headers))).status;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const stored = calls.filter((name) => name === 'record_analytics_event').length;
    const drops = calls.filter((name) => name === 'record_analytics_drop').length;
    console.log(`collector flood: 1000 sent, ${stored} stored, ${drops} drop writes, answers ${JSON.stringify(statuses)}`);
    expect((statuses[202] ?? 0) + (statuses[403] ?? 0) + (statuses[429] ?? 0)).toBe(1000);
    // 30 accepted (stored or counted as DNT), and one rate_limited count per limiter that held it back.
    expect(stored + drops).toBeLessThanOrEqual(32);
    expect(statuses[202]).toBe(30);
    expect(statuses[403]).toBeGreaterThan(400);
  });
});

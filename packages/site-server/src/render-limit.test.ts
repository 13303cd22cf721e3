import { describe, expect, it } from 'vitest';
import { createRenderLimit, rendersPerMinuteFromEnv } from './render-limit.js';
import { serveRenderCountingSite } from './test-support/render-counting-site.js';

/** A built shell whose server entry numbers its renders: a page's heading says which render made it. */
const site = serveRenderCountingSite(
  'render-limit',
  [
    { path: '/pricing', query: [{ name: 'tab', values: ['incorporation', 'legal', 'taxes'] }] },
    // Declared by name alone, as a routes.json written before values were: each value is a page of its own.
    { path: '/search', query: ['q'] },
    '/about',
  ],
  `let renders = 0;
    export async function renderPage() {
      renders += 1;
      return { head: '<title>Page</title>', body: '<main><h1>Render ' + renders + '</h1></main>', complete: true };
    }
    export const headAfterPaintElement = () => '';\n`,
  { concurrentRenders: 2, maxRendersInFlight: 64 },
  { rendersPerMinute: 5, maxEventLoopDelayMs: 0 },
);

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  site.inject({ method: 'GET', url, remoteAddress, headers });

/** The number of the next render: a page no one asked for yet, from a client with renders to spare. */
let spare = 0;
const nextRender = async () => Number((await get(`/search?q=probe-${spare++}`, `198.51.100.${spare}`)).heading?.replace('Render ', ''));

describe("a client's renders", () => {
  it('1,000 invented ?tab= values from one client cost at most one render, and a kept page is answered meanwhile', async () => {
    const cached = await get('/about', '192.0.2.1');
    expect(cached.statusCode).toBe(200);
    const before = await nextRender();
    const flooder = '203.0.113.7';
    const headings = new Set<string | undefined>();
    const statuses = new Set<number>();
    for (let batch = 0; batch < 125; batch += 1) {
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, (_, index) => get(`/pricing?tab=${encodeURIComponent(`invented-${batch * 8 + index}`)}`, flooder)),
        get('/about', '192.0.2.2'),
      ]);
      const about = answers.pop();
      expect(about?.statusCode).toBe(200);
      expect(about?.heading).toBe(cached.heading);
      for (const answer of answers) {
        statuses.add(answer.statusCode);
        headings.add(answer.heading);
      }
    }
    expect([...statuses]).toEqual([200]);
    expect(headings.size).toBe(1);
    // The flood's one render (for /pricing) and the probe's own: nothing else rendered.
    expect(await nextRender()).toBe(before + 2);
  });

  it('answers 429 with Retry-After past the limit for a page that would render, and never for one kept', async () => {
    const client = '203.0.113.20';
    await get('/pricing', '192.0.2.3');
    const rendered = [];
    for (let n = 1; n <= 5; n += 1) {
      const answer = await get(`/search?q=limit-${n}`, client);
      expect(answer.statusCode).toBe(200);
      rendered.push(answer.heading);
    }
    expect(new Set(rendered).size).toBe(5);
    const before = await nextRender();

    const refused = await get('/search?q=limit-6', client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    // A forwarded address the server does not believe (no trusted proxy) changes nothing.
    expect((await get('/search?q=limit-7', client, { 'x-forwarded-for': '192.0.2.99' })).statusCode).toBe(429);

    // What is kept is still answered, to the same client.
    const kept = await get('/search?q=limit-1', client);
    expect(kept.statusCode).toBe(200);
    expect(kept.heading).toBe(rendered[0]);
    expect((await get('/about', client)).statusCode).toBe(200);
    expect((await get('/pricing?tab=anything', client)).statusCode).toBe(200);
    // The refused requests rendered nothing; another client renders as before.
    expect(await nextRender()).toBe(before + 1);
    expect((await get('/search?q=limit-6', '203.0.113.21')).statusCode).toBe(200);
  });
});

describe('createRenderLimit', () => {
  it('counts renders per address in a window of a minute, and says how long to wait past the limit', () => {
    let time = 1_000_000;
    const refused = createRenderLimit({ perMinute: 2, now: () => time });
    expect(refused('a')).toBeUndefined();
    expect(refused('a')).toBeUndefined();
    time += 15_000;
    expect(refused('a')).toBe(45);
    expect(refused('b')).toBeUndefined();
    time += 44_500;
    expect(refused('a')).toBe(1);
    time += 500;
    expect(refused('a')).toBeUndefined();
  });

  it('forgets the least recently seen address past its bound', () => {
    const refused = createRenderLimit({ perMinute: 1, maxClients: 2 });
    expect(refused('a')).toBeUndefined();
    expect(refused('a')).toBe(60);
    refused('b');
    refused('c');
    expect(refused('a')).toBeUndefined();
  });
});

describe('rendersPerMinuteFromEnv', () => {
  it('defaults to 60 and reads a whole number', () => {
    expect(rendersPerMinuteFromEnv({})).toBe(60);
    expect(rendersPerMinuteFromEnv({ SITE_RENDERS_PER_MINUTE: ' 120 ' })).toBe(120);
  });

  it.each(['0', '-5', '1.5', '1e3', 'many'])('refuses %j', (value) => {
    expect(() => rendersPerMinuteFromEnv({ SITE_RENDERS_PER_MINUTE: value })).toThrow(/SITE_RENDERS_PER_MINUTE/);
  });
});

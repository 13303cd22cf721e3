// What an operator sees of the site server (docs/architecture/operations.md, "What an operator sees"), on the
// repository's real builds in-process: 1,000 requests of every kind, each carrying values a visitor
// owns (a query string, a User-Agent, a cookie, a posted name, e-mail and message); the log has one
// line per request and none of those values, and /metrics, on its own listener, counts them.
// Run alone, build first (`npm run build`), or these tests are skipped with the list of what is missing.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feedImageSrc } from '@staycompliant/contracts/feed-image';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSiteTimeout, createBuiltSiteServer, missingBuilds } from '../test-support/built-site.js';

const { missing, skipped } = missingBuilds('request-log-and-metrics.test.ts');

const total = 1000;
/** Values only a visitor sends: none may reach the log. */
const secret = `s3cret${randomUUID().slice(0, 8)}`;
const posted = {
  name: `Ada ${secret}name`,
  email: `${secret}.mail@example.com`,
  description: `A message that is the visitor's own: ${secret}message.`,
};
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);

interface Sent {
  request: InjectOptions;
  /** The route pattern the log and the metrics name it by. */
  route: string;
  page: boolean;
}

interface LogLine {
  level: number;
  msg: string;
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  cache?: string;
  renderMs?: number;
}

let upstream: Server;
let upstreamOrigin: string;
let app: FastifyInstance;
const written: string[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url === '/ok.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('no such picture');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

/** The i-th of the mixed requests, each with the visitor's own headers. */
function mixed(i: number): Sent {
  const headers: Record<string, string> = { 'user-agent': `Agent/${secret}-ua-${i}`, cookie: `session=${secret}cookie${i}` };
  // A third bring a sane id (a balancer's), a third one that is not (never logged, never echoed), a third none.
  if (i % 3 === 0) headers['x-request-id'] = `lb-${i}.abc_DEF`;
  if (i % 3 === 1) headers['x-request-id'] = i % 2 ? `bad id ${secret}` : `${secret}${'x'.repeat(64)}`;
  const kinds: Sent[] = [
    { request: { method: 'GET', url: '/' }, route: '/', page: true },
    { request: { method: 'GET', url: `/pricing?utm_source=${secret}query${i}` }, route: '/pricing', page: true },
    { request: { method: 'GET', url: '/about' }, route: '/about', page: true },
    { request: { method: 'HEAD', url: '/about' }, route: '/about', page: true },
    { request: { method: 'GET', url: '/services/tax-filing' }, route: '/services/:serviceId', page: true },
    { request: { method: 'GET', url: `/no-such-page-${secret}` }, route: '/*', page: true },
    { request: { method: 'GET', url: `/assets/missing-${secret}.js` }, route: '/*', page: false },
    { request: { method: 'GET', url: '/favicon.svg' }, route: '/*', page: false },
    { request: { method: 'GET', url: '/remotes/pricing/remoteEntry.js' }, route: '/*', page: false },
    { request: { method: 'GET', url: '/livez' }, route: '/livez', page: false },
    { request: { method: 'GET', url: '/readyz' }, route: '/readyz', page: false },
    { request: { method: 'DELETE', url: `/about?${secret}` }, route: 'unmatched', page: false },
    { request: { method: 'GET', url: feedImageSrc(`${upstreamOrigin}/ok.png`) }, route: '/feed-images', page: false },
    { request: { method: 'GET', url: feedImageSrc(`${upstreamOrigin}/missing.png`) }, route: '/feed-images', page: false },
    { request: { method: 'GET', url: '/metrics' }, route: '/*', page: true },
  ];
  const kind = kinds[i % kinds.length]!;
  return { ...kind, request: { ...kind.request, headers } };
}

/** The enquiry form posted as a browser without scripts posts it; `fields` over valid values. */
function enquiry(fields: Record<string, string>, headers: Record<string, string> = {}): Sent {
  const payload = new URLSearchParams({
    name: posted.name,
    email: posted.email,
    company_size: 'less than 10',
    services_interested: 'Tax Filing',
    description: posted.description,
    ...fields,
  }).toString();
  return {
    request: {
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': `Agent/${secret}-ua-post`, ...headers },
      payload,
    },
    route: '/contact',
    page: false,
  };
}

describe.skipIf(missing.length > 0)(`the request log and the metrics on the built site${skipped}`, () => {
  const posts = [enquiry({}), enquiry({ email: `not-an-address-${secret}` }), enquiry({}, { 'sec-fetch-site': 'cross-site' })];
  let sent: Sent[];
  let answers: LightMyRequestResponse[];
  let lines: LogLine[];
  let logText: string;

  beforeAll(async () => {
    app = await createBuiltSiteServer({
      log: { stream: { write: (line) => void written.push(line) } },
      metrics: { port: 0 },
      pages: { concurrentRenders: 2, maxRendersInFlight: 64 },
      maxEventLoopDelayMs: 0,
      feedImages: { origins: [upstreamOrigin] },
    });
    // Made once the upstream listens: the feed pictures name its origin.
    sent = [...posts, ...Array.from({ length: total - posts.length }, (_, i) => mixed(i))];
    answers = [];
    // Sixteen at a time, as a small crowd sends them.
    for (let start = 0; start < sent.length; start += 16) {
      answers.push(...(await Promise.all(sent.slice(start, start + 16).map(({ request }) => app.inject(request)))));
    }
    logText = written.join('');
    lines = written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'request');
  }, 120_000);

  it(`writes one JSON line per request: ${total} lines for ${total} requests`, () => {
    expect(answers).toHaveLength(total);
    expect(lines).toHaveLength(total);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(total);
  });

  it('names each request by its id (the sane one it brought, else a new one, echoed back), method, route pattern, status and milliseconds', () => {
    const byId = new Map(lines.map((line) => [line.reqId, line]));
    sent.forEach(({ request, route }, i) => {
      const answer = answers[i]!;
      const id = String(answer.headers['x-request-id']);
      const brought = (request.headers as Record<string, string>)['x-request-id'];
      if (brought && /^lb-/.test(brought)) expect(id, `request ${i}`).toBe(brought);
      else expect(id, `request ${i}`).toMatch(/^[0-9a-f-]{36}$/);
      const line = byId.get(id);
      expect(line, `the log line of request ${i}`).toBeDefined();
      expect(line).toMatchObject({ level: 30, method: request.method, route, status: answer.statusCode });
      expect(line!.ms).toBeGreaterThanOrEqual(0);
    });
  });

  it('says for each page whether the cache had it, and how long a page not kept waited for its render', () => {
    const pageLines = sent.flatMap(({ page }, i) =>
      page ? [lines.find((line) => line.reqId === answers[i]!.headers['x-request-id'])!] : [],
    );
    const sentPages = pageLines.filter((line) => line.status === 200 || line.status === 404);
    expect(sentPages.length).toBeGreaterThan(300);
    for (const line of sentPages) expect(['hit', 'miss', 'stale'], JSON.stringify(line)).toContain(line.cache);
    const misses = sentPages.filter((line) => line.cache === 'miss');
    expect(misses.length).toBeGreaterThan(0);
    for (const line of misses) expect(line.renderMs, JSON.stringify(line)).toBeGreaterThanOrEqual(0);
    const hits = sentPages.filter((line) => line.cache === 'hit');
    expect(hits.length).toBeGreaterThan(300);
    for (const line of hits) expect(line.renderMs).toBeUndefined();
    // Not a page: no cache state.
    const livez = lines.find((line) => line.route === '/livez');
    expect(livez?.cache).toBeUndefined();
  });

  it('writes none of the visitor’s values: no query string, header value, posted field or refused request id', () => {
    expect(answers.slice(0, posts.length).map((answer) => answer.statusCode)).toEqual([503, 422, 403]);
    // The posted values were read: the form came back with them.
    expect(answers[1]!.body).toContain(`not-an-address-${secret}`);
    expect(logText).not.toContain(secret);
    for (const value of [posted.name, posted.email, posted.description, 'utm_source', 'session=', 'Agent/', 'no-such-page', 'missing-']) {
      expect(logText).not.toContain(value);
    }
    expect(logText).not.toMatch(/"(?:url|headers|body|query|remoteAddress|userAgent)"\s*:/);
  });

  it(
    'serves /metrics on its own listener only: the public port answers 404, and the request histogram counts all 1,000',
    async () => {
      const publicMetrics = answers.filter((_, i) => sent[i]!.request.url === '/metrics');
      expect(publicMetrics.length).toBeGreaterThan(0);
      for (const answer of publicMetrics) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain('site_http_request_duration_seconds');
      }
      expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const response = await fetch(app.metricsUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const counts = [...text.matchAll(/^site_http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm)];
      expect(counts.reduce((sum, [, , count]) => sum + Number(count), 0)).toBe(total);
      expect(counts.map(([, labels]) => labels)).toContain('route="/services/:serviceId",status_class="2xx"');
      expect(text).toMatch(/^site_http_request_duration_seconds_count\{route="unmatched",status_class="4xx"\} \d+$/m);
      expect(text).not.toContain(secret);
      const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}()[\]]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);
      expect(value('site_form_posts_total{form="enquiry",outcome="not-stored"}')).toBe(1);
      expect(value('site_form_posts_total{form="enquiry",outcome="invalid"}')).toBe(1);
      expect(value('site_form_posts_total{form="enquiry",outcome="other-site"}')).toBe(1);
      expect(value('site_feed_image_fetches_total{status="200"}')).toBeGreaterThanOrEqual(1);
      expect(value('site_feed_image_fetches_total{status="404"}')).toBeGreaterThanOrEqual(1);
      expect(value('site_page_cache_total{result="hit"}')).toBeGreaterThan(300);
      expect(value('site_page_cache_total{result="miss"}')).toBeGreaterThan(0);
      expect(text).toMatch(/^site_page_renders_total\{outcome="(?:complete|incomplete)"\} [1-9]\d*$/m);
      expect(value('site_page_render_duration_seconds_count')).toBeGreaterThan(0);
      expect(value('site_render_queue_depth')).toBeGreaterThanOrEqual(0);
      expect(value('site_shed_total')).toBe(0);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    },
    builtSiteTimeout.timeout,
  );
});

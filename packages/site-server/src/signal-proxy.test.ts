import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signalRoute } from './signal-proxy.js';
import { siteBackendFromEnv } from './site-backend.js';
import { type RunningSiteServer, startSiteServer } from './site-server.js';
import { writeShellWithoutPages } from './test-support/built-shell.js';

// POST /api/signal as the site server forwards it to the analytics collector (docs/architecture/analytics.md,
// "Analytics"). The backend here is a plain HTTP server that records what reaches it and answers as
// told; the collector itself is tested on Deno in packages/dev-backend/test/analytics-collector.test.ts.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const signal = JSON.stringify({ n: 'pageview', u: '/pricing', r: '', w: 1280, b: 0, o: 0 });
const anonKey = 'anon-key-for-the-test';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let root: string;
let site: RunningSiteServer;
let backend: Server;
const received: Received[] = [];
let answer: { status: number; headers?: Record<string, string> } = { status: 202 };
let backendUrlOf = () => '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-signal-'));
  writeShellWithoutPages(root);

  backend = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, answer.headers);
      res.end(answer.status === 202 ? undefined : '{"message":"from the function"}');
    });
  });
  const backendUrl = await listen(backend);
  backendUrlOf = () => backendUrl;
  site = await startSiteServer({ root, port: 0, backend: { url: backendUrl, anonKey } });
});
afterEach(() => {
  received.length = 0;
  answer = { status: 202 };
});
afterAll(async () => {
  await site?.stop();
  await close(backend);
  rmSync(root, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}/api/signal`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

describe('POST /api/signal', () => {
  it("forwards the body to the collector with the visitor's headers, the connection's address in place of the client's list, the host, and the anon key", async () => {
    const response = await post(signal, {
      'user-agent': 'Mozilla/5.0 Signal Test',
      'sec-gpc': '1',
      dnt: '1',
      'x-forwarded-for': '203.0.113.5',
      cookie: 'should=not-travel',
      referer: 'http://127.0.0.1/pricing',
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect(received).toHaveLength(1);
    const [forwarded] = received;
    expect(forwarded).toMatchObject({ method: 'POST', url: '/functions/v1/analytics-collector', body: signal });
    expect(forwarded!.headers).toMatchObject({
      'content-type': 'text/plain;charset=UTF-8',
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'user-agent': 'Mozilla/5.0 Signal Test',
      'sec-gpc': '1',
      dnt: '1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': new URL(site.url).host,
    });
    expect(forwarded!.headers.cookie).toBeUndefined();
    expect(forwarded!.headers['x-site-visitor-address']).toBeUndefined();
    expect(forwarded!.headers.referer).toBeUndefined();
  });

  it('without an incoming x-forwarded-for, names the connection’s address; without Sec-GPC or DNT, sends neither', async () => {
    await post(signal, { 'user-agent': 'Mozilla/5.0 Signal Test' });
    expect(received[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(received[0]!.headers['sec-gpc']).toBeUndefined();
    expect(received[0]!.headers.dnt).toBeUndefined();
  });

  it("passes the collector's 400, 429 (with Retry-After) and 413 on, and turns any other answer into 502", async () => {
    answer = { status: 400 };
    expect((await post('{')).status).toBe(400);
    answer = { status: 429, headers: { 'retry-after': '60' } };
    const limited = await post(signal);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.text()).toBe('');
    answer = { status: 503 };
    expect((await post(signal)).status).toBe(502);
    answer = { status: 404 };
    expect((await post(signal)).status).toBe(502);
  });

  it('takes 2,048 bytes; refuses more with 413 by Content-Length, without reaching the collector', async () => {
    expect((await post('x'.repeat(2048))).status).toBe(202);
    expect(received).toHaveLength(1);
    const refused = await post('x'.repeat(2049));
    expect(refused.status).toBe(413);
    expect(received).toHaveLength(1);
  });

  it('stops reading a body sent without a length once it passes 2,048 bytes, answers 413 and closes the connection', async () => {
    const { status, written } = await new Promise<{ status: number; written: number }>((resolve, reject) => {
      let written = 0;
      let stopped = false;
      const req = request(`${site.url}/api/signal`, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (res) => {
        stopped = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, written });
      });
      req.on('error', (error) => (stopped ? undefined : reject(error)));
      // Up to 64 MB in 16 KB chunks (chunked encoding), as long as the server reads.
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const pump = () => {
        while (!stopped && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!stopped) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(written).toBeLessThan(16 * 1024 * 1024);
    expect(received).toHaveLength(0);
  });

  it('answers 405 with Allow: POST to another method; other paths still refuse POST', async () => {
    const get = await fetch(`${site.url}/api/signal`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const elsewhere = await fetch(`${site.url}/pricing`, { method: 'POST', body: signal });
    expect(elsewhere.status).toBe(405);
    expect(elsewhere.headers.get('allow')).toBe('GET, HEAD');
    expect(received).toHaveLength(0);
  });
});

describe('the signal proxy behind trusted proxies', () => {
  it('forwards the address that many hops from the socket, never what the client wrote before it', async () => {
    const backend = { url: backendUrlOf(), anonKey, proxySecret: 'the-shared-secret' };
    const behind = await startSiteServer({ root, port: 0, backend, trustedProxyHops: 1 });
    try {
      const headers = { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.9.9, 203.0.113.5', 'x-site-visitor-address': '6.6.6.6' };
      await fetch(`${behind.url}/api/signal`, { method: 'POST', body: signal, headers });
      expect(received.at(-1)!.headers).toMatchObject({
        'x-forwarded-for': '203.0.113.5',
        'x-site-proxy-secret': 'the-shared-secret',
        'x-site-visitor-address': '203.0.113.5',
      });
    } finally {
      await behind.stop();
    }
  });
});

describe('the signal proxy when the collector cannot answer', () => {
  async function proxyTo(backendUrl: string | undefined, timeoutMs = 5_000) {
    const app = Fastify();
    await app.register(signalRoute(backendUrl ? { url: backendUrl, anonKey } : undefined, { timeoutMs }));
    try {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/signal', payload: signal, headers: { 'content-type': 'text/plain' } });
      return { status: response.statusCode, ms: performance.now() - started };
    } finally {
      await app.close();
    }
  }

  it('answers 504 once the timeout passes, without a retry', async () => {
    let calls = 0;
    const silent = createServer(() => {
      calls += 1;
    });
    const silentUrl = await listen(silent);
    try {
      const { status, ms } = await proxyTo(silentUrl, 300);
      expect(status).toBe(504);
      expect(ms).toBeGreaterThanOrEqual(290);
      expect(ms).toBeLessThan(3_000);
      expect(calls).toBe(1);
    } finally {
      silent.closeAllConnections();
      await close(silent);
    }
  });

  it('answers 502 when nothing listens, and 202 (dropped) when no backend is configured', async () => {
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    expect((await proxyTo(goneUrl)).status).toBe(502);
    expect((await proxyTo(undefined)).status).toBe(202);
  });

  it('reads its backend from SUPABASE_URL, SUPABASE_ANON_KEY and SITE_PROXY_SECRET', () => {
    expect(siteBackendFromEnv({ SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_ANON_KEY: 'k' })).toEqual({
      url: 'https://project.supabase.co',
      anonKey: 'k',
    });
    expect(siteBackendFromEnv({ SUPABASE_URL: 'https://project.supabase.co' })).toBeUndefined();
    expect(siteBackendFromEnv({ SUPABASE_URL: 'https://p.supabase.co', SUPABASE_ANON_KEY: 'k', SITE_PROXY_SECRET: ' s ' })).toEqual({
      url: 'https://p.supabase.co',
      anonKey: 'k',
      proxySecret: 's',
    });
  });
});

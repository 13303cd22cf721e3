import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { feedImageSrc } from '@staycompliant/contracts/feed-image';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedImagesOptions } from './feed-images.js';
import { siteConfigFromEnv } from './site-config.js';
import { createSiteServer } from './site-server.js';
import { writeShellWithoutPages } from './test-support/built-shell.js';

// GET /feed-images?src=… (docs/architecture/site-server.md, "Feed pictures") through the whole site server's
// inject(), against real HTTP servers started here: the allowed upstream (plain http, as the local
// backend is, so its origin is the one allowed http origin) and another that no request may reach.

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#123"/></svg>';
const largeSvg = svg.replace('</svg>', `${'<rect width="1" height="1"/>'.repeat(100)}</svg>`);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);
const maxBytes = 4096;
const timeoutMs = 400;
const secret = 'upstream-secret-detail-7f3a';

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests each upstream received, by path. */
const received = new Map<string, number>();
const evilReceived: string[] = [];
/** Upstream bodies of /huge that were closed before they were all written. */
let hugeCutShort = 0;
let upstream: Server;
let evil: Server;
let upstreamOrigin = '';
let evilOrigin = '';
let root: string;
const logged: string[] = [];
const apps: FastifyInstance[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://upstream').pathname;
  received.set(path, (received.get(path) ?? 0) + 1);
  const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(body);
  };
  if (path === '/ok.svg') return send(200, 'image/svg+xml', svg, { 'set-cookie': 'upstream=1' });
  if (path === '/large.svg') return send(200, 'image/svg+xml', largeSvg);
  if (path === '/photo.png') return send(200, 'image/png; charset=binary', png);
  if (path === '/shared.png') return void setTimeout(() => send(200, 'image/png', png), 150);
  if (path.startsWith('/sized-')) return send(200, 'image/png', Buffer.alloc(Number(path.slice(7, -4)), 1));
  if (path === '/page.html') return send(200, 'text/html', '<script>alert(1)</script>');
  if (path === '/untyped.png') {
    response.writeHead(200);
    return response.end(png);
  }
  if (path === '/declared-huge.png') {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(maxBytes * 100) });
    return response.write(Buffer.alloc(1024));
  }
  if (path === '/huge.png') {
    // No Content-Length: the server finds out by reading, and stops reading at its cap.
    response.writeHead(200, { 'content-type': 'image/png' });
    let sent = 0;
    const more = () => {
      if (sent >= maxBytes * 200) return void response.end();
      sent += 1024;
      if (response.write(Buffer.alloc(1024, 2))) setImmediate(more);
      else response.once('drain', more);
    };
    response.once('close', () => {
      if (!response.writableFinished) hugeCutShort += 1;
    });
    return more();
  }
  if (path === '/slow-headers.png') return void setTimeout(() => send(200, 'image/png', png), timeoutMs * 4);
  if (path === '/slow-body.png') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(png.subarray(0, 10));
    return void setTimeout(() => response.end(png.subarray(10)), timeoutMs * 4);
  }
  if (path === '/missing.png') return send(404, 'text/plain', secret);
  if (path === '/broken.png') return send(500, 'text/plain', secret);
  if (path === '/to-evil.png') return send(302, 'text/plain', '', { location: `${evilOrigin}/x.png` });
  if (path === '/to-cdn-over-http.png') return send(301, 'text/plain', '', { location: 'http://miro.medium.com/x.png' });
  if (path === '/to-ok.png') return send(302, 'text/plain', '', { location: '/ok.svg' });
  if (path === '/loop.png') return send(307, 'text/plain', '', { location: '/loop.png' });
  return send(404, 'text/plain', 'no such picture');
}

beforeAll(async () => {
  upstream = createServer(answer);
  upstreamOrigin = await listen(upstream);
  evil = createServer((request, response) => {
    evilReceived.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(png);
  });
  evilOrigin = await listen(evil);
  root = mkdtempSync(join(tmpdir(), 'site-server-feed-images-'));
  writeShellWithoutPages(root);
});
afterEach(() => {
  received.clear();
  evilReceived.length = 0;
  logged.length = 0;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([close(upstream), close(evil)]);
  rmSync(root, { recursive: true, force: true });
});

/** A site server whose allowed origins are the local upstream and Medium's two CDNs. */
async function site(options: Partial<FeedImagesOptions> = {}) {
  const app = await createSiteServer({
    root,
    maxEventLoopDelayMs: 0,
    feedImages: {
      origins: [upstreamOrigin, 'https://miro.medium.com', 'https://cdn-images-1.medium.com'],
      timeoutMs,
      maxBytes,
      log: (line) => logged.push(line),
      ...options,
    },
  });
  apps.push(app);
  return app;
}

const picture = (app: FastifyInstance, path: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url: feedImageSrc(`${upstreamOrigin}${path}`) });
const withSrc = (app: FastifyInstance, query: string) => app.inject({ method: 'GET', url: `/feed-images${query}` });
const upstreamRequests = () => [...received.values()].reduce((sum, count) => sum + count, 0);

const pictureCsp = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe('GET /feed-images', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await site();
  });

  it('serves an allowed picture with its type, its bytes, a policy that runs nothing, and a day of caching; the next request is served from memory', async () => {
    const first = await picture(app, '/ok.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.body).toBe(svg);
    expect(first.headers['content-security-policy']).toBe(pictureCsp);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    // Nothing of the upstream's own headers is passed on.
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(received.get('/ok.svg')).toBe(1);

    const second = await picture(app, '/ok.svg');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(svg);
    expect(received.get('/ok.svg')).toBe(1);
  });

  it('serves the bytes of a binary picture exactly, with its media type alone', async () => {
    const answer = await picture(app, '/photo.png');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.equals(png)).toBe(true);
  });

  it('compresses an SVG for a browser that accepts it, as the site compresses its other text', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: feedImageSrc(`${upstreamOrigin}/large.svg`),
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(largeSvg);
  });

  it('answers HEAD with the headers and no body, and other methods with 405', async () => {
    const head = await picture(app, '/photo.png', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');
    const post = await app.inject({ method: 'POST', url: feedImageSrc(`${upstreamOrigin}/photo.png`), payload: 'x' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('shares one upstream request among many concurrent requests for one picture', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => picture(app, '/shared.png')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(25).fill(200));
    expect(answers.every((answer) => answer.rawPayload.equals(png))).toBe(true);
    expect(received.get('/shared.png')).toBe(1);
  });

  it('follows one redirect to an allowed origin', async () => {
    const answer = await picture(app, '/to-ok.png');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(svg);
    expect(received.get('/to-ok.png')).toBe(1);
  });

  describe('refuses, with 400 and no upstream request, a src that is not an allowed picture URL', () => {
    it.each([
      ['a host not allowed', `${evilOrigin}/x.png`],
      ['a look-alike host', 'https://miro.medium.com.evil.test/x.png'],
      ['an allowed host in the query', 'https://evil.test/?x=miro.medium.com'],
      ['an allowed host as userinfo', 'https://miro.medium.com@evil.test/x.png'],
      ['userinfo on the allowed origin', `${upstreamOrigin.replace('//', '//user:pass@')}/ok.svg`],
      ['the allowed host on another port', `${upstreamOrigin.replace(/:\d+$/, ':1')}/ok.svg`],
      ['https to the http upstream', `${upstreamOrigin.replace('http:', 'https:')}/ok.svg`],
      ['http to a CDN', 'http://miro.medium.com/x.png'],
      ['a CDN on another port', 'https://miro.medium.com:8443/x.png'],
      ['a protocol-relative URL', '//evil.test/x.png'],
      ['a relative URL', '/ok.svg'],
      ['javascript:', 'javascript:alert(1)'],
      ['file:', 'file:///etc/passwd'],
      ['data:', `data:image/svg+xml,${svg}`],
      ['backslashes', 'https:\\\\evil.test\\x.png'],
      ['an empty src', ''],
    ])('%s', async (_what, source) => {
      const answer = await withSrc(app, `?src=${encodeURIComponent(source)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toBe(pictureCsp);
      expect(upstreamRequests() + evilReceived.length).toBe(0);
    });

    it.each([
      ['no src', ''],
      ['no query value', '?src'],
      ['two src', `?src=${encodeURIComponent(`${upstreamOrigin}/ok.svg`)}&src=${encodeURIComponent(`${evilOrigin}/x.png`)}`],
      ['a malformed escape', '?src=%E0%A4%A'],
      ['an unencoded src cut at its own query', `?src=${evilOrigin}/x.png?src=${upstreamOrigin}/ok.svg`],
    ])('%s', async (_what, query) => {
      expect((await withSrc(app, query)).statusCode).toBe(400);
      expect(upstreamRequests() + evilReceived.length).toBe(0);
    });

    it('a src longer than 2,048 characters, or a request target far longer, answers 414', async () => {
      const long = `${upstreamOrigin}/${'a'.repeat(2048)}.png`;
      expect((await withSrc(app, `?src=${encodeURIComponent(long)}`)).statusCode).toBe(414);
      expect((await withSrc(app, `?src=${encodeURIComponent(`${upstreamOrigin}/ok.svg`)}&pad=${'b'.repeat(8000)}`)).statusCode).toBe(414);
      expect(upstreamRequests()).toBe(0);
    });
  });

  describe('answers an upstream failure with a status alone: no-store, nothing of the upstream in the answer or the log', () => {
    const expectFailure = async (path: string, status: number) => {
      const answer = await picture(app, path);
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe(pictureCsp);
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain('<script>');
      return answer;
    };

    it('a type that is not a picture (HTML, none) is 502', async () => {
      await expectFailure('/page.html', 502);
      await expectFailure('/untyped.png', 502);
    });

    it('a body past the cap is 502, whether declared or found while reading, and the rest is not read', async () => {
      await expectFailure('/declared-huge.png', 502);
      await expectFailure('/huge.png', 502);
      await expect.poll(() => hugeCutShort).toBe(1);
    });

    it('an upstream slower than the timeout, before its headers or in its body, is 504', async () => {
      // Each upstream answers in full after 4 timeouts: a 504 is the timeout's.
      await expectFailure('/slow-headers.png', 504);
      await expectFailure('/slow-body.png', 504);
    });

    it("the upstream's 404 is 404; its 500 is 502", async () => {
      await expectFailure('/missing.png', 404);
      await expectFailure('/broken.png', 502);
    });

    it('a redirect to an origin not allowed, to http on a CDN, or a second redirect, is 502 and not followed', async () => {
      await expectFailure('/to-evil.png', 502);
      await expectFailure('/to-cdn-over-http.png', 502);
      expect(evilReceived).toEqual([]);
      await expectFailure('/loop.png', 502);
      expect(received.get('/loop.png')).toBe(2);
    });

    it('a failure is not kept: the next request asks again', async () => {
      await expectFailure('/broken.png', 502);
      await expectFailure('/broken.png', 502);
      expect(received.get('/broken.png')).toBe(2);
    });

    it('the log names the status and the reason, never the URL or the upstream text, and at most once a minute', async () => {
      await expectFailure('/broken.png', 502);
      await expectFailure('/missing.png', 404);
      expect(logged.join('\n')).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(upstreamOrigin);
      expect(logged.join('\n')).not.toContain('broken');
      expect(logged.length).toBeLessThanOrEqual(1);
    });

    it('an upstream that cannot be reached is 502', async () => {
      const gone = createServer();
      const goneOrigin = await listen(gone);
      await close(gone);
      const alone = await site({ origins: [goneOrigin] });
      const answer = await alone.inject({ method: 'GET', url: feedImageSrc(`${goneOrigin}/x.png`) });
      expect(answer.statusCode).toBe(502);
    });
  });
});

describe('/feed-images bounds', () => {
  it("keeps pictures within the cache's bytes: past them the least recently used is fetched again", async () => {
    const app = await site({ cache: { maxBytes: 1500 } });
    for (const path of ['/sized-1000.png', '/sized-1000.png', '/sized-900.png', '/sized-1000.png']) {
      expect((await picture(app, path)).statusCode).toBe(200);
    }
    // The second 1000-byte request was a hit; the 900-byte picture pushed it out, so the last one asked again.
    expect(received.get('/sized-1000.png')).toBe(2);
    expect(received.get('/sized-900.png')).toBe(1);
  });

  it("keeps pictures within the cache's count", async () => {
    const app = await site({ cache: { maxEntries: 2 } });
    for (const path of ['/sized-10.png', '/sized-11.png', '/sized-12.png', '/sized-10.png', '/sized-12.png']) {
      expect((await picture(app, path)).statusCode).toBe(200);
    }
    expect(received.get('/sized-10.png')).toBe(2);
    expect(received.get('/sized-12.png')).toBe(1);
  });

  it('runs at most maxFetches upstream requests at once: another picture meanwhile is 503 with Retry-After, and not requested', async () => {
    const app = await site({ maxFetches: 1 });
    const slow = picture(app, '/shared.png');
    await expect.poll(() => received.get('/shared.png') ?? 0).toBe(1);
    const refused = await picture(app, '/photo.png');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(received.get('/photo.png')).toBeUndefined();
    // The same picture joins the fetch under way.
    const joined = await picture(app, '/shared.png');
    expect(joined.statusCode).toBe(200);
    expect((await slow).statusCode).toBe(200);
    expect(received.get('/shared.png')).toBe(1);
    await sleep(0);
    expect((await picture(app, '/photo.png')).statusCode).toBe(200);
  });

  it("takes its origins from the run-time configuration: the backend's origin and the feed's hosts over https", async () => {
    const siteConfig = siteConfigFromEnv({
      SUPABASE_URL: upstreamOrigin,
      FEED_IMAGE_HOSTS: `${new URL(upstreamOrigin).host},miro.medium.com`,
    });
    const app = await createSiteServer({ root, maxEventLoopDelayMs: 0, siteConfig });
    apps.push(app);
    expect((await picture(app, '/ok.svg')).statusCode).toBe(200);
    expect((await withSrc(app, `?src=${encodeURIComponent('http://miro.medium.com/a.png')}`)).statusCode).toBe(400);
    expect((await withSrc(app, `?src=${encodeURIComponent(`${evilOrigin}/x.png`)}`)).statusCode).toBe(400);
    expect(received.get('/ok.svg')).toBe(1);
  });

  it('with a configuration that does not name its host, refuses the picture', async () => {
    const siteConfig = siteConfigFromEnv({ SUPABASE_URL: 'https://backend.example', FEED_IMAGE_HOSTS: 'miro.medium.com' });
    const app = await createSiteServer({ root, maxEventLoopDelayMs: 0, siteConfig });
    apps.push(app);
    expect((await picture(app, '/ok.svg')).statusCode).toBe(400);
    expect(upstreamRequests()).toBe(0);
  });

  it('a repeated flood of refused and failing requests leaves the server answering', async () => {
    const app = await site();
    const flood = Array.from({ length: 200 }, (_, index) =>
      index % 2
        ? withSrc(app, `?src=${encodeURIComponent(`https://miro.medium.com.evil.test/${index}.png`)}`)
        : picture(app, '/broken.png'),
    );
    const answers = await Promise.all(flood);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([400, 502]));
    expect((await picture(app, '/ok.svg')).statusCode).toBe(200);
    // Concurrent requests for the failing picture shared their fetches; the refused ones made none.
    expect(received.get('/broken.png')).toBeLessThan(10);
    expect(evilReceived).toEqual([]);
  });
});

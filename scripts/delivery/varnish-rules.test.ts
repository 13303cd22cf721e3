import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingEnginesNote } from './missing-engines.mjs';
import { send } from './send.mjs';
import { startVarnish } from './varnish.mjs';

// The VCL's rules (varnish/site.vcl) through a real varnishd, in front of a stub origin whose answers
// each test chooses: what is kept and for how long, one copy per encoding, the purge by key and who
// may send it. The site server behind it is varnish-site.test.ts's.

const skipped = missingEnginesNote(['varnish', 'varnish-modules']);

/** The stub origin: each path answers with the headers `answers` gives it, and is counted. */
const answers = new Map<string, Record<string, string>>();
const seen: { url: string; acceptEncoding: string | undefined }[] = [];
let bodies = 0;
function answer(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  seen.push({ url, acceptEncoding: request.headers['accept-encoding'] });
  bodies += 1;
  const headers = answers.get(url.split('?')[0] ?? '') ?? { 'Cache-Control': 'no-store' };
  if (request.headers['if-none-match'] && request.headers['if-none-match'] === headers.ETag) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/plain', ...headers }).end(`body ${bodies} of ${url}`);
}
const atOrigin = (url: string) => seen.filter((request) => request.url === url).length;

const cacheable = (keys: string) => ({
  'Cache-Control': 'public, max-age=0, s-maxage=600, stale-while-revalidate=60',
  'Surrogate-Key': keys,
});

describe.skipIf(skipped !== '')(`Varnish with the site's VCL, in front of a stub origin${skipped}`, () => {
  let origin: Server;
  let varnish: Awaited<ReturnType<typeof startVarnish>>;
  const at = (path: string) => `${varnish.url}${path}`;

  beforeAll(async () => {
    origin = createServer(answer);
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const address = origin.address();
    varnish = await startVarnish({ origin: { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0 } });
  }, 60_000);
  afterAll(async () => {
    await varnish?.stop();
    origin?.closeAllConnections();
    origin?.close();
  }, 30_000);

  it('keeps a page for its s-maxage: 50 requests at once reach the origin once', async () => {
    answers.set('/kept', cacheable('route:/kept'));
    const replies = await Promise.all(Array.from({ length: 50 }, () => send(at('/kept'))));
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(200));
    expect(atOrigin('/kept')).toBe(1);
    expect(new Set(replies.map((reply) => reply.body.toString())).size).toBe(1);
    expect(replies.filter((reply) => reply.headers['x-cache'] === 'HIT')).toHaveLength(49);
    // The keys are the cache's: a visitor never sees them.
    expect(replies[0]?.headers['surrogate-key']).toBeUndefined();
    expect(replies[0]?.headers.xkey).toBeUndefined();
  });

  it.each([
    ['private', { 'Cache-Control': 'private, no-store' }],
    ['no-store', { 'Cache-Control': 'no-store' }],
    ['no-cache', { 'Cache-Control': 'no-cache' }],
    ['Set-Cookie', { 'Cache-Control': 'public, s-maxage=600', 'Set-Cookie': 'session=1' }],
  ])('never keeps an answer marked %s', async (name, headers) => {
    const path = `/never-${name}`;
    answers.set(path, headers);
    for (let n = 1; n <= 3; n++) {
      const reply = await send(at(path));
      expect(reply.headers['x-cache']).toBe('PASS');
    }
    expect(atOrigin(path)).toBe(3);
  });

  it.each([
    ['a Cookie', { cookie: 'session=1' }],
    ['an Authorization header', { authorization: 'Bearer x' }],
  ])('sends a request with %s to the origin every time, and keeps nothing', async (_name, headers) => {
    const path = `/personal-${Object.keys(headers)[0]}`;
    answers.set(path, cacheable('route:/personal'));
    for (let n = 1; n <= 3; n++) expect((await send(at(path), { headers })).headers['x-cache']).toBe('PASS');
    expect(atOrigin(path)).toBe(3);
    // The anonymous visitor's copy is its own.
    await send(at(path));
    expect((await send(at(path))).headers['x-cache']).toBe('HIT');
  });

  it('keeps one copy per encoding the site server sends: br, else gzip, else none', async () => {
    answers.set('/encoded', cacheable('route:/encoded'));
    const encodings = ['br', 'gzip, deflate, br', 'BR;q=1', 'gzip', 'deflate, gzip', undefined, 'identity', 'x'.repeat(2000)];
    const caches = [];
    for (const encoding of encodings) {
      const reply = await send(at('/encoded'), { headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
      caches.push(reply.headers['x-cache']);
    }
    expect(caches).toEqual(['MISS', 'HIT', 'HIT', 'MISS', 'HIT', 'MISS', 'HIT', 'HIT']);
    // The origin is asked for exactly the one encoding.
    expect(seen.filter((request) => request.url === '/encoded').map((request) => request.acceptEncoding)).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
  });

  it("answers a conditional request from its copy: the origin's ETag, 304, no body", async () => {
    answers.set('/tagged', { ...cacheable('route:/tagged'), ETag: '"v1"' });
    const first = await send(at('/tagged'));
    const again = await send(at('/tagged'), { headers: { 'if-none-match': '"v1"' } });
    expect(first.headers.etag).toBe('"v1"');
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(atOrigin('/tagged')).toBe(1);
  });

  it('serves a stale copy within stale-while-revalidate while it fetches the next, and none without it', async () => {
    answers.set('/graced', { 'Cache-Control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=30' });
    answers.set('/ungraced', { 'Cache-Control': 'public, max-age=0, s-maxage=1' });
    const firstGraced = (await send(at('/graced'))).body.toString();
    await send(at('/ungraced'));
    // Past the second of s-maxage (Varnish counts from the fetch; asked until the copy is stale).
    let stale: Awaited<ReturnType<typeof send>> | undefined;
    const deadline = performance.now() + 15_000;
    while (!stale && performance.now() < deadline) {
      await sleep(250);
      const reply = await send(at('/graced'));
      if (reply.headers['x-cache'] === 'STALE') stale = reply;
      else expect(reply.body.toString()).toBe(firstGraced);
    }
    expect(stale?.body.toString(), 'the stale copy, at once').toBe(firstGraced);
    expect((await send(at('/ungraced'))).headers['x-cache']).toBe('MISS');
    // The one fetch in the background replaced it.
    await expect.poll(async () => (await send(at('/graced'))).body.toString(), { timeout: 10_000 }).not.toBe(firstGraced);
    expect(atOrigin('/graced')).toBe(2);
  }, 60_000);

  describe('the purge by surrogate key', () => {
    beforeAll(async () => {
      answers.set('/pricing-page', cacheable('route:/pricing shell@1.0.0 remote:pricing remote:pricing@1.0.0'));
      answers.set('/about-page', cacheable('route:/about shell@1.0.0 remote:marketing remote:marketing@1.0.0'));
    });

    async function bothKept() {
      for (const path of ['/pricing-page', '/about-page']) {
        await send(at(path));
        expect((await send(at(path))).headers['x-cache']).toBe('HIT');
      }
    }

    it.each([
      ['PURGE / with xkey-purge', 'PURGE', '/', { 'xkey-purge': 'remote:pricing' }],
      ['POST /.purge with Surrogate-Key (Fastly’s header)', 'POST', '/.purge', { 'surrogate-key': 'remote:pricing' }],
      ['several keys, one of them the page’s', 'PURGE', '/', { 'xkey-purge': 'remote:contact, remote:pricing  route:/nowhere' }],
    ])('%s: drops the pages with that key and no other', async (_name, method, path, headers) => {
      await bothKept();
      const purge = await send(at(path), { method, headers });
      expect(purge.status).toBe(200);
      expect(Number(purge.headers['x-purged'])).toBeGreaterThanOrEqual(1);
      expect((await send(at('/pricing-page'))).headers['x-cache']).toBe('MISS');
      expect((await send(at('/about-page'))).headers['x-cache']).toBe('HIT');
    });

    it('refuses a purge from any other address, and keeps every page', async () => {
      await bothKept();
      for (const [method, path] of [
        ['PURGE', '/'],
        ['POST', '/.purge'],
      ] as const) {
        const refused = await send(at(path), {
          method,
          headers: { 'xkey-purge': 'remote:pricing', 'x-purged': '99' },
          localAddress: '127.0.0.2',
        });
        expect(refused.status).toBe(403);
        expect(refused.headers['x-purged']).toBeUndefined();
      }
      expect((await send(at('/pricing-page'))).headers['x-cache']).toBe('HIT');
    });

    it.each([
      ['no key', {}],
      ['an empty key', { 'xkey-purge': '' }],
      ['only separators', { 'xkey-purge': ' , ,  ' }],
    ])('answers 400 to a purge with %s, and drops nothing', async (_name, headers) => {
      await bothKept();
      const refused = await send(at('/'), { method: 'PURGE', headers });
      expect(refused.status).toBe(400);
      expect((await send(at('/pricing-page'))).headers['x-cache']).toBe('HIT');
    });

    it.each([
      ['a key no page has', 'remote:nothing'],
      ['a long key', `remote:${'p'.repeat(4000)}`],
      ['a key with a byte past ASCII', 'remote:pricing\u00e9'],
      ['a prefix of a key', 'remote:pric'],
    ])('purges nothing for %s', async (_name, key) => {
      await bothKept();
      const purge = await send(at('/'), { method: 'PURGE', headers: { 'xkey-purge': key } });
      expect(purge.status).toBe(200);
      expect(purge.headers['x-purged']).toBe('0');
      expect((await send(at('/pricing-page'))).headers['x-cache']).toBe('HIT');
    });

    it('passes no purge to the origin', () => {
      expect(seen.filter((request) => request.url === '/.purge' || request.url === '/')).toEqual([]);
    });
  });
});

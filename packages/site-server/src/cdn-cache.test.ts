import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnCache, cdnCacheOptionsFromEnv, surrogateKeys } from './cdn-cache.js';
import { requestTarget } from './request-target.js';

const page = (freshUntil: number) => ({ body: Buffer.from('<p>page</p>'), etag: '"abc"', keys: ['route:/x', 'shell'], freshUntil });

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(requestTarget);
  await app.register(cdnCache, { sharedMaxAgeS: 300, staleWhileRevalidateS: 900 });
  app.get('/page', (_request, reply) => reply.sendShared(page(Number.POSITIVE_INFINITY)));
  app.post('/page', (_request, reply) => reply.code(303).header('Location', '/page').send());
  app.get('/data', (_request, reply) => reply.sendShared(page(Date.now() + 30_500)));
  app.get('/cut-short', (_request, reply) => reply.sendShared(page(0)));
  app.get('/busy', (_request, reply) => reply.code(503).header('Cache-Control', 'no-cache').send('busy'));
  app.get('/too-many', (_request, reply) => reply.code(429).send('later'));
  app.get('/picture-failed', (_request, reply) => reply.code(502).header('Cache-Control', 'no-store').send());
  app.get('/api/thing', (_request, reply) => reply.header('Cache-Control', 'public, max-age=60').send('{}'));
  app.get('/asset.js', (_request, reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable').send('x'));
  await app.ready();
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the CDN cache plugin', () => {
  it('lets a shared cache keep a page for s-maxage, and a page with data no longer than its data is fresh', async () => {
    expect((await get('/page')).headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=900');
    expect((await get('/data')).headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(29|30), stale-while-revalidate=900$/);
  });

  it('has a page kept by no one revalidated each time, still with its ETag', async () => {
    const answer = await get('/cut-short');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBe('"abc"');
  });

  it('sends the surrogate keys space-separated for Fastly and comma-separated for Cloudflare', async () => {
    const answer = await get('/page');
    expect(answer.headers['surrogate-key']).toBe('route:/x shell');
    expect(answer.headers['cache-tag']).toBe('route:/x,shell');
  });

  it('answers 304 with no body and the same validators to a matching If-None-Match', async () => {
    const answer = await get('/page', { 'if-none-match': 'W/"abc"' });
    expect(answer.statusCode).toBe(304);
    expect(answer.body).toBe('');
    expect(answer.headers).toMatchObject({ etag: '"abc"', 'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=900' });
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it.each([
    ['a form answer', 'POST', '/page', 303],
    ['the load-shedding 503', 'GET', '/busy', 503],
    ['a 429', 'GET', '/too-many', 429],
    ['/api/', 'GET', '/api/thing', 200],
    ['/api/ asked for in another spelling', 'GET', '/%61pi/thing', 200],
  ] as const)('answers %s with private, no-store', async (_name, method, url, status) => {
    const answer = await app.inject({ method, url });
    if (url !== '/%61pi/thing') expect(answer.statusCode).toBe(status);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves a refusal that says no-store already as it is, and an asset asked for with a cookie immutable', async () => {
    expect((await get('/picture-failed')).headers['cache-control']).toBe('no-store');
    expect((await get('/asset.js', { cookie: 'a=1' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('surrogateKeys', () => {
  it('names the route, the shell and each remote, with their versions', () => {
    expect(
      surrogateKeys('/pricing', {
        shell: '0.2.0',
        remotes: [
          { name: 'contact', version: '0.2.0' },
          { name: 'pricing', version: null },
        ],
      }),
    ).toEqual(['route:/pricing', 'shell', 'shell@0.2.0', 'remote:contact', 'remote:contact@0.2.0', 'remote:pricing']);
  });

  it('leaves out a key neither CDN would take', () => {
    const keys = surrogateKeys('/x', {
      shell: '1.0 beta',
      remotes: [
        { name: 'a', version: '1,2' },
        { name: 'b', version: 'ü' },
        { name: 'c', version: 'x'.repeat(300) },
      ],
    });
    expect(keys).toEqual(['route:/x', 'shell', 'remote:a', 'remote:b', 'remote:c']);
  });
});

describe('cdnCacheOptionsFromEnv', () => {
  it('defaults to five minutes and a day, and reads whole seconds', () => {
    expect(cdnCacheOptionsFromEnv({})).toEqual({ sharedMaxAgeS: 300, staleWhileRevalidateS: 86_400 });
    expect(cdnCacheOptionsFromEnv({ SITE_CDN_MAX_AGE_S: ' 60 ', SITE_CDN_STALE_S: '0' })).toEqual({
      sharedMaxAgeS: 60,
      staleWhileRevalidateS: 0,
    });
  });

  it.each(['-1', '1e3', '0x10', '1.5', 'abc', '99999999999'])('refuses %j', (value) => {
    expect(() => cdnCacheOptionsFromEnv({ SITE_CDN_MAX_AGE_S: value })).toThrow(/SITE_CDN_MAX_AGE_S must be a whole number/);
    expect(() => cdnCacheOptionsFromEnv({ SITE_CDN_STALE_S: value })).toThrow(/SITE_CDN_STALE_S must be a whole number/);
  });
});

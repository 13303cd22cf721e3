import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyToError } from './error-replies.js';
import { createSiteServer } from './site-server.js';
import { writeShellWithoutPages } from './test-support/built-shell.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replyToError', () => {
  it("logs a flood of client errors as one line a minute, by status and code, never the visitor's URL", async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = Fastify();
    app.setErrorHandler(replyToError);
    app.get('/refused', () => {
      throw Object.assign(new Error('refused /refused?email=visitor@example.com'), { statusCode: 400, code: 'FST_REFUSED' });
    });
    for (let n = 0; n < 200; n += 1) {
      const answer = await app.inject({ method: 'GET', url: `/refused?email=visitor${n}@example.com` });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe('Bad request');
    }
    await app.close();
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned.mock.calls[0]?.[0]).toBe('Site server: client error 400 FST_REFUSED');
  });
});

describe("the site server's refusals, through the one error handler", () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'site-server-refusals-'));
    writeShellWithoutPages(root);
    app = await createSiteServer({ root, maxEventLoopDelayMs: 0 });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/assets/missing.js', '/remotes/pricing/remoteEntry.js', '/a%2fb', '/a%00b', '/x.png'])(
    'answers GET %s 404 in plain text, revalidated, with the security headers, and logs nothing',
    async (url) => {
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe('Not found');
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toBeDefined();
      expect(warned).not.toHaveBeenCalled();
      expect(failed).not.toHaveBeenCalled();
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    'answers %s on a path no route has 405 with Allow, never kept by a shared cache',
    async (method) => {
      const answer = await app.inject({ method, url: '/about', payload: method === 'OPTIONS' ? undefined : 'x' });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body).toBe('Method not allowed');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    },
  );
});

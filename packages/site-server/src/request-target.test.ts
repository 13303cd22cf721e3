import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRequestTarget } from './request-path.js';
import { createSiteServer } from './site-server.js';
import { writeBuiltShell } from './test-support/built-shell.js';

// The real parser, wrapped so the test counts its calls.
vi.mock('./request-path.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./request-path.js')>();
  return { ...real, parseRequestTarget: vi.fn(real.parseRequestTarget) };
});

const entrySource = `export async function renderPage(url) {
    return { head: '<title>Page</title>', body: '<main><h1>' + url + '</h1></main>', complete: true };
  }
  export const headAfterPaintElement = () => '';\n`;

let root: string;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-request-target-'));
  writeBuiltShell(root, { routes: [{ path: '/about', noindex: true }], entrySource });
  // The request log and the metrics on: each names the request's route from its path.
  app = await createSiteServer({ root, maxEventLoopDelayMs: 0, log: { stream: { write: (line) => lines.push(line) } } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  vi.mocked(parseRequestTarget).mockClear();
});

describe('the request target', () => {
  it('is parsed once for a page request: by the route, the request log, the metrics and the CDN cache together', async () => {
    const answer = await app.inject({ method: 'GET', url: '/about?utm_source=x' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>/about</h1>');
    expect(answer.headers['surrogate-key']).toContain('route:/about');
    expect(lines.at(-1)).toContain('"route":"/about"');
    expect(vi.mocked(parseRequestTarget)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(parseRequestTarget)).toHaveBeenCalledWith('/about?utm_source=x');
  });

  it('is parsed once for the 404 page and for a target that names nothing of the site', async () => {
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    expect(vi.mocked(parseRequestTarget)).toHaveBeenCalledTimes(1);
    vi.mocked(parseRequestTarget).mockClear();
    const refused = await app.inject({ method: 'GET', url: '/%61bout/..%2f..%2fetc' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe('Not found');
    expect(vi.mocked(parseRequestTarget)).toHaveBeenCalledTimes(1);
  });

  it('is parsed apart for each request', async () => {
    await Promise.all([app.inject({ method: 'GET', url: '/about' }), app.inject({ method: 'GET', url: '/about?x=1' })]);
    expect(vi.mocked(parseRequestTarget)).toHaveBeenCalledTimes(2);
  });
});

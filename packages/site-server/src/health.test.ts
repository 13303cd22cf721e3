import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server.js';
import { writeBuiltShell, writeShellWithoutPages } from './test-support/built-shell.js';

// /livez and /readyz (docs/architecture/operations.md, "Health, readiness and drain") in-process, on a release
// environment whose shell's server entry renders its first page only when this test lets it.

const renderGate = '__healthTestRenderGate';
declare global {
  // The entry reads it: the test opens it.
  var __healthTestRenderGate: { open: () => void; opened: Promise<void> } | undefined;
}

let opened!: () => void;
globalThis[renderGate] = { open: () => opened(), opened: new Promise<void>((resolve) => (opened = resolve)) };

const entrySource = `export async function renderPage() {
    await globalThis.${renderGate}.opened;
    return { head: '<title>Home</title>', body: '<main><h1>Home</h1></main>', complete: true };
  }
  export const headAfterPaintElement = () => '';\n`;

let root: string;
let environment: string;
let remotesJson: string;
let app: FastifyInstance;

const get = (url: string) => app.inject({ method: 'GET', url });

/** Asks /readyz every 10 ms until it answers `status`; its last answer. */
async function readyzUntil(status: number, capMs = 10_000) {
  const started = performance.now();
  for (;;) {
    const response = await get('/readyz');
    if (response.statusCode === status || performance.now() - started > capMs) return response;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-health-'));
  const shellDist = writeBuiltShell(root, { routes: [{ path: '/', noindex: false }], entrySource });
  environment = join(root, 'environment');
  mkdirSync(join(environment, 'shell'), { recursive: true });
  symlinkSync(shellDist, join(environment, 'shell', 'current'));
  remotesJson = join(environment, 'remotes.json');
  writeFileSync(remotesJson, readFileSync(join(shellDist, 'remotes.json')));
  app = await createSiteServer({ root, environment, maxEventLoopDelayMs: 0 });
  await app.ready();
});

afterAll(async () => {
  globalThis[renderGate]?.open();
  await app?.close();
  rmSync(root, { recursive: true, force: true });
  globalThis[renderGate] = undefined;
});

describe('/livez and /readyz', () => {
  it('/livez answers 200 with a tiny body that no cache keeps, while the first render is still going on', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url: '/livez' });
      expect(response.statusCode, method).toBe(200);
      expect(response.headers['cache-control'], method).toContain('no-store');
    }
    expect((await get('/livez')).body).toBe('ok');
  });

  it('/readyz answers 503 until a page is rendered and kept, then 200', async () => {
    const before = await get('/readyz');
    expect(before.statusCode).toBe(503);
    expect(before.body).toBe('starting: no page rendered yet');
    expect(before.headers['cache-control']).toContain('no-store');
    globalThis[renderGate]?.open();
    const after = await readyzUntil(200);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('ready');
    expect(after.headers['cache-control']).toContain('no-store');
    expect((await get('/')).statusCode).toBe(200);
  });

  it("answers 503 while the environment's remotes.json cannot be read (missing, or not JSON), and 200 once it can again", async () => {
    const aside = `${remotesJson}.aside`;
    renameSync(remotesJson, aside);
    const missing = await get('/readyz');
    expect(missing.statusCode).toBe(503);
    expect(missing.body).toBe('remotes.json cannot be read');
    writeFileSync(remotesJson, '{"pricing":');
    expect((await get('/readyz')).statusCode).toBe(503);
    renameSync(aside, remotesJson);
    expect((await get('/readyz')).statusCode).toBe(200);
    // Readiness says so; it never stops the process: /livez still answers.
    expect((await get('/livez')).statusCode).toBe(200);
  });

  it('once draining: /readyz answers 503 for good, pages are still served, and every answer closes its connection', async () => {
    expect((await get('/readyz')).headers.connection).not.toBe('close');
    app.startDraining();
    const readyz = await get('/readyz');
    expect(readyz.statusCode).toBe(503);
    expect(readyz.body).toBe('draining');
    expect(readyz.headers.connection).toBe('close');
    const page = await get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Home</h1>');
    expect(page.headers.connection).toBe('close');
    expect((await get('/livez')).statusCode).toBe(200);
  });
});

describe('/livez and /readyz under load', () => {
  let busyRoot: string;
  let busy: FastifyInstance;
  beforeAll(async () => {
    busyRoot = mkdtempSync(join(tmpdir(), 'site-server-health-busy-'));
    writeShellWithoutPages(busyRoot);
    busy = await createSiteServer({ root: busyRoot, maxEventLoopDelayMs: 50, eventLoopSampleMs: 100, metrics: { port: 0 } });
    await busy.ready();
  });
  afterAll(async () => {
    await busy?.close();
    rmSync(busyRoot, { recursive: true, force: true });
  });

  it('are answered while the server sheds work (a file no build has answers 503 meanwhile, counted as shed)', async () => {
    // The event loop held 200 ms at a time, as synchronous work does, until the server sheds.
    let held = true;
    const hold = () => {
      const end = performance.now() + 200;
      while (performance.now() < end) {
        // Busy: nothing else in this process runs.
      }
      if (held) setTimeout(hold, 0);
    };
    setTimeout(hold, 0);
    try {
      const started = performance.now();
      while (!busy.isUnderPressure() && performance.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(busy.isUnderPressure()).toBe(true);
      const [shed, livez, readyz] = await Promise.all(
        ['/assets/missing-abc.js', '/livez', '/readyz'].map((url) => busy.inject({ method: 'GET', url })),
      );
      expect(shed?.statusCode).toBe(503);
      expect(shed?.body).toBe('The site is busy: try again in a moment.');
      expect(livez?.statusCode).toBe(200);
      // Not ready (this shell has no page to render), and saying so rather than being shed.
      expect(readyz?.statusCode).toBe(503);
      expect(readyz?.body).toBe('starting: no page rendered yet');
    } finally {
      held = false;
    }
    const metrics = await (await fetch(busy.metricsUrl!)).text();
    expect(metrics).toMatch(/^site_shed_total 1$/m);
  });
});

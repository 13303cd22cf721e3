import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedImageSrc } from '@staycompliant/contracts/feed-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuiltShell } from './test-support/built-shell.js';

// SIGTERM to the built site server, a real process (docs/architecture/operations.md, "Health, readiness and
// drain"), while 16 requests are in flight: each is a feed picture whose upstream, a server of this
// test, holds its answer until the test lets it go. Run alone, build the package first
// (`pnpm --filter @staycompliant/site-server build`), or these tests are skipped.

const cli = join(import.meta.dirname, '..', 'dist', 'cli.js');
const builtCli = existsSync(cli);
if (!builtCli) console.warn('drain.test.ts (skipped: build first, pnpm --filter @staycompliant/site-server build; missing dist/cli.js)');

const inFlight = 16;
const drainDelayMs = 1000;
const shutdownTimeoutMs = 10_000;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);

const entrySource = `export async function renderPage() {
    return { head: '<title>Home</title>', body: '<main><h1>Home</h1></main>', complete: true };
  }
  export const headAfterPaintElement = () => '';\n`;

let root: string;
let upstream: Server;
let upstreamOrigin: string;
/** Upstream requests for the held picture so far, and the answers waiting to be let go. */
let heldRequests = 0;
const held: ServerResponse[] = [];

function letHeldGo() {
  for (const response of held.splice(0)) {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    response.end(png);
  }
}

beforeAll(async () => {
  upstream = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/held')) {
      heldRequests += 1;
      held.push(response);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  root = mkdtempSync(join(tmpdir(), 'site-server-drain-'));
  writeBuiltShell(root, { routes: [{ path: '/', noindex: false }], entrySource });
});

afterAll(async () => {
  letHeldGo();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

interface SiteProcess {
  child: ChildProcess;
  url: string;
  lines: string[];
  /** Resolves with the first line (of stdout and stderr) that matches, waiting for it if need be. */
  line(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The built cli over the test's shell, with `env`; resolves once it prints its Site line. */
function startSite(env: Record<string, string>): Promise<SiteProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SITE_ENVIRONMENT']) delete childEnv[name];
  // The feed's pictures from the upstream: its host as the backend's, so its plain http is allowed (packages/site-config).
  Object.assign(childEnv, {
    SITE_ROOT: root,
    PORT: '0',
    SUPABASE_URL: upstreamOrigin,
    FEED_IMAGE_HOSTS: new URL(upstreamOrigin).host,
    ...env,
  });
  const child = spawn(process.execPath, [cli], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of waiting.filter(({ pattern }) => pattern.test(line))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const seen = lines.find((candidate) => pattern.test(candidate));
      if (seen) resolve(seen);
      else waiting.push({ pattern, resolve });
    });
  return Promise.race([
    line(/^Site: http/).then((ready) => ({ child, url: ready.slice('Site: '.length), lines, line, exited })),
    exited.then(({ code, signal }) => {
      throw new Error(`The site server exited (${signal ?? code}) before it listened:\n${lines.join('\n')}`);
    }),
  ]);
}

interface Answer {
  status: number;
  body: Buffer;
  connection: string | undefined;
}

/** GET `url`: on a new connection, or through `agent`. */
function getUrl(url: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), connection: response.headers.connection }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Asks `url` every 20 ms until `done` holds for its answer, at most `capMs`. */
async function getUntil(url: string, done: (answer: Answer) => boolean, capMs = 10_000): Promise<Answer> {
  const started = performance.now();
  for (;;) {
    const answer = await getUrl(url);
    if (done(answer) || performance.now() - started > capMs) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pictureUrl = (site: SiteProcess) => `${site.url}${feedImageSrc(`${upstreamOrigin}/held.png`)}`;

describe.skipIf(!builtCli)('the built site server on SIGTERM', () => {
  it(`finishes the ${inFlight} requests in flight, answers /readyz 503 while it still serves for the drain delay, refuses new connections once closed, and exits 0`, async () => {
    const site = await startSite({ SITE_DRAIN_DELAY_MS: String(drainDelayMs), SITE_SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) });
    expect((await getUntil(`${site.url}/readyz`, (answer) => answer.status === 200)).status).toBe(200);

    // An idle keep-alive connection, which close() must end for the process to exit.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getUrl(`${site.url}/livez`, idleAgent)).status).toBe(200);
    let idleClosed = false;
    for (const sockets of Object.values(idleAgent.freeSockets))
      for (const socket of sockets ?? []) socket.once('close', () => (idleClosed = true));
    expect(Object.values(idleAgent.freeSockets).flat()).toHaveLength(1);

    const slowAgent = new Agent({ keepAlive: true, maxSockets: inFlight });
    const slow = Array.from({ length: inFlight }, () => getUrl(pictureUrl(site), slowAgent).catch((error: Error) => error));
    const heldStarted = performance.now();
    while (heldRequests < 1 && performance.now() - heldStarted < 10_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heldRequests).toBe(1);
    // One more request after them, answered: the server has read the 16 before it.
    expect((await getUrl(`${site.url}/livez`)).status).toBe(200);

    const signalledAt = performance.now();
    site.child.kill('SIGTERM');
    const readyz = await getUntil(`${site.url}/readyz`, (answer) => answer.status === 503);
    const page = await getUrl(`${site.url}/`);
    const closingSeenBefore = site.lines.some((line) => line.includes('"msg":"closing:'));
    expect(readyz.status).toBe(503);
    expect(readyz.body.toString()).toBe('draining');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<h1>Home</h1>');
    // Each answer while draining closes its connection, so a balancer opens its next one elsewhere.
    expect(page.connection).toBe('close');
    expect(closingSeenBefore, 'the drain delay had not ended when those were answered').toBe(false);

    await site.line(/"msg":"closing:/);
    // The listener closes a moment after that line: a connection made meanwhile may be reset.
    let refused: string | undefined;
    const closingAt = performance.now();
    while (refused !== 'ECONNREFUSED' && performance.now() - closingAt < 5000) {
      refused = await getUrl(`${site.url}/livez`).then(
        (answer) => String(answer.status),
        (error: NodeJS.ErrnoException) => error.code,
      );
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(heldRequests).toBe(1);

    letHeldGo();
    const answers = await Promise.all(slow);
    const finished = answers.filter((answer) => !(answer instanceof Error) && answer.status === 200 && answer.body.equals(png));
    const { code, signal, at } = await site.exited;
    const exitMs = Math.round(at - signalledAt);
    console.log(
      `drain: ${finished.length} of ${inFlight} in flight finished with 200; exit code ${code}; exited ${exitMs} ms after SIGTERM`,
    );
    expect(answers.filter((answer) => answer instanceof Error)).toEqual([]);
    expect(finished).toHaveLength(inFlight);
    expect(idleClosed).toBe(true);
    expect(signal).toBeNull();
    expect(code).toBe(0);
    expect(site.lines).toContainEqual(expect.stringMatching(/"ms":\d+,"msg":"drained and closed"/));
    // Each of them has its line in the request log, written as it finished.
    expect(site.lines.filter((line) => /"route":"\/feed-images","status":200,/.test(line))).toHaveLength(inFlight);
    idleAgent.destroy();
    slowAgent.destroy();
  }, 60_000);

  it('exits 1 when a request is still in flight at SITE_SHUTDOWN_TIMEOUT_MS', async () => {
    const site = await startSite({ SITE_DRAIN_DELAY_MS: '0', SITE_SHUTDOWN_TIMEOUT_MS: '300' });
    const before = heldRequests;
    const request = getUrl(pictureUrl(site)).catch((error: NodeJS.ErrnoException) => error.code);
    const started = performance.now();
    while (heldRequests === before && performance.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heldRequests).toBe(before + 1);
    site.child.kill('SIGTERM');
    const { code } = await site.exited;
    expect(code).toBe(1);
    expect(site.lines).toContainEqual(expect.stringMatching(/"level":50,.*"msg":"killed by timeout \(300ms\)"/));
    // Cut off: the visitor's connection is reset.
    expect(await request).toBe('ECONNRESET');
    letHeldGo();
  }, 30_000);

  it('stops the same way on SIGINT', async () => {
    const site = await startSite({ SITE_DRAIN_DELAY_MS: '0' });
    site.child.kill('SIGINT');
    expect((await site.exited).code).toBe(0);
    expect(site.lines).toContainEqual(expect.stringMatching(/"msg":"draining \(SIGINT\)/));
  }, 30_000);
});

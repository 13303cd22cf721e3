import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteNames } from '@staycompliant/contracts/remote-entry-map';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningSiteServer, startSiteServer } from '../site-server.js';
import { writeBuiltShell } from '../test-support/built-shell.js';
import { type HostileRequest, hostileRequests } from './request-corpus.js';

// The front door (docs/architecture/site-server.md, "The site server"): every request of the corpus, sent raw
// over its own socket, gets a 4xx or a closed connection within 1 s, the process stays up, and a
// normal page answers right after each one. Timeouts run scaled: a stalled client is dropped after
// 0.5 s of headers, or 0.8 s of request. A form post from another site answers 403 exactly.

interface Outcome {
  status: number | 'closed' | 'hung';
  ms: number;
  body: string;
}

function send({ bytes, slow }: HostileRequest, port: number, limitMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const finish = (status: Outcome['status']) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: performance.now() - started, body: received.toString('latin1') });
    };
    const timer = setTimeout(() => finish('hung'), limitMs);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      // The whole answer is in once its head has ended and its announced body has arrived.
      const headEnd = text.indexOf('\r\n\r\n');
      if (!status || headEnd === -1) return;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd))?.[1] ?? 0);
      if (received.length >= headEnd + 4 + length) finish(Number(status[1]));
    });
    socket.on('error', () => undefined);
    socket.on('close', () =>
      finish(/^HTTP\/1\.[01] (\d{3})/.test(received.toString('latin1')) ? Number(received.toString('latin1').slice(9, 12)) : 'closed'),
    );
    if (slow) socket.write(bytes);
    else socket.end(bytes);
  });
}

let root: string;
let site: RunningSiteServer;
let port: number;
const exits: number[] = [];
const onExit = (code: number) => exits.push(code);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-hostile-'));
  const shellDist = writeBuiltShell(root, {
    routes: [
      { path: '/', noindex: false },
      { path: '/pricing', noindex: false },
      { path: '/contact', noindex: false },
      { path: '/services/:serviceId', noindex: false },
    ],
    entrySource: `export async function renderPage(url) {
      return { head: '<title>Page</title>', body: '<main><h1>' + (url === '/404' ? 'Not found' : 'Page') + '</h1></main>', complete: true };
    }
    export const headAfterPaintElement = () => '';\n`,
  });
  mkdirSync(join(shellDist, 'assets'), { recursive: true });
  writeFileSync(join(shellDist, 'assets', 'index-abcdefgh.js'), 'export {};');
  writeFileSync(join(shellDist, '.build-inputs'), 'secret');
  writeFileSync(
    join(shellDist, 'remotes.json'),
    JSON.stringify(Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/remoteEntry.js`]))),
  );
  const contact = join(root, 'mfe-contact', 'dist');
  mkdirSync(join(contact, 'server'), { recursive: true });
  writeFileSync(join(contact, 'remoteEntry.js'), 'export {};');
  writeFileSync(join(contact, 'server', 'manifest.json'), '{"modules":{}}');
  process.on('exit', onExit);
  site = await startSiteServer({ root, port: 0, timeouts: { headersMs: 500, requestMs: 800, checkEveryMs: 100 }, siteOrigins: {} });
  port = Number(new URL(site.url).port);
});

afterAll(async () => {
  process.off('exit', onExit);
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

it('answers every request of the corpus with a 4xx or a closed connection within 1 s, and a page right after each', async () => {
  const corpus = hostileRequests();
  expect(corpus.length).toBeGreaterThanOrEqual(2000);
  const byStatus = new Map<string, number>();
  const times: number[] = [];
  const wrong: string[] = [];
  const normal: HostileRequest = { kind: 'normal', bytes: Buffer.from('GET / HTTP/1.1\r\nHost: site.test\r\n\r\n') };
  for (const request of corpus) {
    const outcome = await send(request, port, 1000);
    times.push(outcome.ms);
    byStatus.set(String(outcome.status), (byStatus.get(String(outcome.status)) ?? 0) + 1);
    const refused = outcome.status === 'closed' || (typeof outcome.status === 'number' && outcome.status >= 400 && outcome.status < 500);
    const answered = typeof outcome.status === 'number' && outcome.status < 500;
    const expected = request.status === undefined || outcome.status === request.status;
    if (!(request.tolerated ? answered : refused) || !expected || /secret|"modules"|root:/.test(outcome.body))
      wrong.push(`${request.kind}: ${outcome.status} for ${JSON.stringify(request.bytes.subarray(0, 80).toString('latin1'))}`);
    const after = await send(normal, port, 1000);
    if (after.status !== 200) wrong.push(`the page after ${request.kind} answered ${after.status}`);
  }
  times.sort((a, b) => a - b);
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  console.log(
    `Hostile requests: ${corpus.length}; answers ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}; p99 ${p99.toFixed(1)} ms; max ${times.at(-1)?.toFixed(1)} ms; exits ${exits.length}`,
  );
  expect(wrong).toEqual([]);
  expect(exits).toEqual([]);
}, 120_000);

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changedKeys, purgeKeys } from './purge.mjs';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A purge endpoint on a free port that records each request and answers as `answer` says: a status, or 'hang'. */
let received: Received[] = [];
let answer: (index: number) => number | 'hang' = () => 200;
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const index = received.push({ method: request.method, url: request.url, headers: request.headers, body }) - 1;
      const status = answer(index);
      if (status !== 'hang') response.writeHead(status).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = () => 200;
});

const quiet = { backoffMs: 5, log: () => undefined };

describe('purgeKeys', () => {
  it('POSTs the keys once, as JSON and in a Surrogate-Key header, with the token as a bearer', async () => {
    const lines: string[] = [];
    const result = await purgeKeys(['remote:pricing', 'shell'], { url: endpoint, token: 'secret', log: (line) => lines.push(line) });
    expect(result).toEqual({ purged: true, attempts: 1 });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/purge');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['surrogate-key']).toBe('remote:pricing shell');
    expect(request?.headers.authorization).toBe('Bearer secret');
    expect(JSON.parse(request?.body ?? '')).toEqual({ keys: ['remote:pricing', 'shell'] });
    expect(lines.join('\n')).not.toContain('secret');
  });

  it('tries again after a failure, waiting longer each time, and stops at the first success', async () => {
    answer = (index) => (index < 2 ? 503 : 200);
    expect(await purgeKeys(['remote:pricing'], { url: endpoint, ...quiet })).toEqual({ purged: true, attempts: 3 });
    expect(received).toHaveLength(3);
  });

  it.each([
    [500, 3],
    [429, 3],
    [400, 1],
    [404, 1],
    [401, 1],
  ])('answered %i each time, makes %i attempt(s) at most and says it did not purge', async (status, made) => {
    answer = () => status;
    const lines: string[] = [];
    expect(await purgeKeys(['remote:pricing'], { url: endpoint, ...quiet, log: (line) => lines.push(line) })).toEqual({
      purged: false,
      attempts: made,
    });
    expect(received).toHaveLength(made);
    expect(lines.at(-1)).toMatch(new RegExp(`^Not purged: http://127\\.0\\.0\\.1:\\d+ answered ${status} after ${made} attempt`));
  });

  it('gives up on an endpoint that never answers after three attempts, each cut at its timeout', async () => {
    answer = () => 'hang';
    const lines: string[] = [];
    const result = await purgeKeys(['remote:pricing'], { url: endpoint, timeoutMs: 100, ...quiet, log: (line) => lines.push(line) });
    expect(result).toEqual({ purged: false, attempts: 3 });
    expect(received).toHaveLength(3);
    expect(lines.at(-1)).toContain('no answer in 100 ms after 3 attempt(s)');
  });

  it('gives up on an endpoint that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const result = await purgeKeys(['remote:pricing'], { url: `http://127.0.0.1:${port}/`, ...quiet, log: (line) => lines.push(line) });
    expect(result).toEqual({ purged: false, attempts: 3 });
    expect(lines.at(-1)).toContain('unreachable (ECONNREFUSED)');
  });

  it('sends nothing without a purge URL, and says that nothing was purged', async () => {
    const lines: string[] = [];
    expect(await purgeKeys(['remote:pricing'], { log: (line) => lines.push(line) })).toEqual({ purged: false, attempts: 0 });
    expect(lines).toEqual([expect.stringMatching(/^SITE_PURGE_URL is not set: nothing was purged \(remote:pricing\)/)]);
    expect(received).toHaveLength(0);
  });

  it('refuses a purge URL that is not a URL before sending anything', async () => {
    await expect(purgeKeys(['remote:pricing'], { url: 'not a url', ...quiet })).rejects.toThrow(/Invalid URL/);
  });
});

describe('changedKeys', () => {
  const remotes = { pricing: '/remotes/pricing/0.2.0/remoteEntry.js', contact: '/remotes/contact/0.2.0/remoteEntry.js' };

  it('names each remote whose entry changed, and the shell when it changed', () => {
    expect(changedKeys({ shell: '0.2.0', remotes }, { shell: '0.2.0', remotes })).toEqual([]);
    expect(
      changedKeys(
        { shell: '0.2.0', remotes },
        { shell: '0.2.0', remotes: { ...remotes, pricing: '/remotes/pricing/0.3.0/remoteEntry.js' } },
      ),
    ).toEqual(['remote:pricing']);
    expect(changedKeys({ shell: '0.2.0', remotes: {} }, { shell: '0.3.0', remotes })).toEqual([
      'remote:contact',
      'remote:pricing',
      'shell',
    ]);
  });
});

describe('npm run release -- switch', () => {
  let environment: string;

  beforeAll(() => {
    environment = mkdtempSync(join(tmpdir(), 'release-purge-'));
    const shell = join(environment, 'shell', '0.2.0');
    mkdirSync(shell, { recursive: true });
    writeFileSync(join(shell, 'build-manifest.json'), JSON.stringify({ name: 'shell', version: '0.2.0', shared: {} }));
    symlinkSync('0.2.0', join(environment, 'shell', 'current'));
    for (const version of ['0.2.0', '0.3.0']) mkdirSync(join(environment, 'remotes', 'pricing', version), { recursive: true });
    writeFileSync(join(environment, 'remotes.json'), JSON.stringify({ pricing: '/remotes/pricing/0.2.0/remoteEntry.js' }));
  });
  afterAll(() => rmSync(environment, { recursive: true, force: true }));

  /** Runs the release command as `npm run release -- switch pricing <version>` does, with `env` added. */
  function switchPricing(version: string, env: Record<string, string>) {
    const script = join(import.meta.dirname, 'release.mjs');
    const child = spawn(process.execPath, [script, 'switch', 'pricing', version, '--environment', environment], {
      env: { ...process.env, SITE_PURGE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
  }

  it('purges remote:pricing, and only it, when it switches pricing', async () => {
    const { code, output } = await switchPricing('0.3.0', { SITE_PURGE_URL: endpoint });
    expect(output).toContain('pricing: 0.2.0 → 0.3.0');
    expect(code).toBe(0);
    expect(received.map((request) => JSON.parse(request.body))).toEqual([{ keys: ['remote:pricing'] }]);
    expect(output).toMatch(/Purged remote:pricing at http:\/\/127\.0\.0\.1:\d+\./);
  });

  it('purges nothing when nothing changed', async () => {
    const { code, output } = await switchPricing('0.3.0', { SITE_PURGE_URL: endpoint });
    expect(code).toBe(0);
    expect(output).toContain('Nothing switched: nothing to purge.');
    expect(received).toHaveLength(0);
  });

  it('says that nothing was purged without SITE_PURGE_URL', async () => {
    const { code, output } = await switchPricing('0.2.0', {});
    expect(code).toBe(0);
    expect(output).toContain('SITE_PURGE_URL is not set: nothing was purged (remote:pricing).');
    expect(received).toHaveLength(0);
  });

  it('keeps the switch and exits 1 when the purge fails', async () => {
    answer = () => 503;
    const { code, output } = await switchPricing('0.3.0', { SITE_PURGE_URL: endpoint });
    expect(output).toContain('pricing: 0.2.0 → 0.3.0');
    expect(output).toMatch(/Not purged: .* answered 503 after 3 attempt\(s\)/);
    expect(received).toHaveLength(3);
    expect(code).toBe(1);
  });
});

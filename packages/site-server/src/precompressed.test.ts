import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSiteServer, startSiteServer } from './site-server.js';
import { createPageRenderer } from './ssr/page-renderer.js';
import { writeBuiltShell } from './test-support/built-shell.js';

const script = `export const text = ${JSON.stringify('a compressible line of script. '.repeat(200))};`;
const heading = 'Rendered on the server. '.repeat(100).trim();

/**
 * A built site whose files have their brotli and gzip copies, as the build writes them, and a shell
 * server entry that renders every page as one heading (the real one is tested in page-renderer.test.ts).
 */
function writeSite(root: string) {
  const shellDist = writeBuiltShell(root, {
    routes: [{ path: '/', noindex: false }],
    entrySource: `export async function renderPage(url) {
      return { head: '<title>Home</title>', body: '<main><h1>' + ${JSON.stringify(heading)} + '</h1><p>' + url + '</p></main>' };
    }
    export const headAfterPaintElement = (html) => (html ? '<template id="head-after-paint">' + html + '</template>' : '');\n`,
  });
  mkdirSync(join(shellDist, 'assets'), { recursive: true });
  const withCopies = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  withCopies(join(shellDist, 'assets', 'app.js'), script);
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly this Accept-Encoding, and the body as sent (fetch would decode it). */
function request(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let root: string;
let site: RunningSiteServer;
/** The page the server renders for / from this site. */
let page: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-precompressed-'));
  writeSite(root);
  site = await startSiteServer({ root, port: 0 });
  page = (await createPageRenderer(root).render('/')).html;
});

afterAll(async () => {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** The copy's own bytes, whole: not compressed again on the way (that would be chunked, without a length). */
function expectTheCopy(response: RawResponse, copy: string) {
  const bytes = readFileSync(join(root, copy));
  expect(response.headers['content-length']).toBe(String(bytes.length));
  expect(response.body.equals(bytes)).toBe(true);
}

describe('a built script', () => {
  it('is sent as its brotli copy to a browser that accepts brotli', async () => {
    const response = await request(`${site.url}/assets/app.js`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expectTheCopy(response, 'shell/dist/assets/app.js.br');
  });

  it('is sent as its gzip copy to a client that takes gzip only', async () => {
    const response = await request(`${site.url}/assets/app.js`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(script);
    expectTheCopy(response, 'shell/dist/assets/app.js.gz');
  });

  it('is sent as it is to a client that takes no encoding', async () => {
    const response = await request(`${site.url}/assets/app.js`, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });
});

// A page is rendered by the server, which compresses it once (ssr/page-cache.ts) and sends the
// copy the client accepts, whole, with its length.
describe('a page rendered by the server', () => {
  it('is the shell with the rendered page in it', () => {
    expect(page).toContain(`<title>Home</title>`);
    expect(page).toContain(`<div id="root"><main><h1>${heading}</h1><p>/</p></main></div>`);
  });

  it.each([
    ['brotli to a browser that accepts it', 'gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip to a client that takes gzip only', 'gzip', 'gzip', gunzipSync],
  ] as const)('is sent as %s', async (_what, acceptEncoding, encoding, decode) => {
    const response = await request(`${site.url}/`, acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(decode(response.body).toString()).toBe(page);
  });

  it('is sent as it is to a client that takes no encoding', async () => {
    const response = await request(`${site.url}/`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(page);
  });
});

// Accept-Encoding read as RFC 9110 writes it (@fastify/accept-negotiator): a q-value of 0 refuses
// a coding, the highest q wins, brotli first between equals, and codings are case-insensitive.
describe("a page's encoding, chosen by the request's Accept-Encoding", () => {
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync, none: (body: Buffer) => body };

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['gzip, br', 'br'],
    ['identity', 'none'],
    ['gzip;q=0, br;q=0', 'none'],
    ['*;q=0', 'none'],
    ['deflate, zstd', 'none'],
    ['', 'none'],
    ['br;q=abc, gzip', 'gzip'],
    ['\u0000br', 'none'],
  ] as const)('%j gets %s', async (acceptEncoding, expected) => {
    const response = await site.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected === 'none' ? undefined : expected);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoders[expected](response.rawPayload).toString()).toBe(page);
  });

  it('reads past 4,000 codings it does not know to the one it does', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': `${'x,'.repeat(4000)}gzip` } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(page);
  });
});

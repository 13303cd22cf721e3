import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSiteServer, startSiteServer } from './site-server.js';

const script = `export const text = ${JSON.stringify('a compressible line of script. '.repeat(200))};`;
const page = `<!doctype html><title>Home</title><main><h1>${'Prerendered home. '.repeat(100)}</h1></main>`;

/** A built site whose files have their brotli and gzip copies, as the build writes them. */
function writeSite(root: string) {
  const shellDist = join(root, 'shell', 'dist');
  const prerendered = join(root, '.prerender');
  mkdirSync(join(shellDist, 'assets'), { recursive: true });
  mkdirSync(prerendered, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
  writeFileSync(join(shellDist, 'routes.json'), JSON.stringify([{ path: '/', noindex: false }]));
  writeFileSync(join(shellDist, 'csp-sources.json'), JSON.stringify({ connect: [], img: [] }));
  const withCopies = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  withCopies(join(shellDist, 'assets', 'app.js'), script);
  withCopies(join(prerendered, 'index.html'), page);
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

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-server-precompressed-'));
  writeSite(root);
  site = await startSiteServer({ root, port: 0 });
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

describe.each([
  ['a built script', '/assets/app.js', 'shell/dist/assets/app.js', script, /javascript/],
  ['a prerendered page', '/', '.prerender/index.html', page, /text\/html/],
])('%s', (_what, path, file, original, contentType) => {
  it('is sent as its brotli copy to a browser that accepts brotli', async () => {
    const response = await request(`${site.url}${path}`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(contentType);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(original);
    expectTheCopy(response, `${file}.br`);
  });

  it('is sent as its gzip copy to a client that takes gzip only', async () => {
    const response = await request(`${site.url}${path}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(original);
    expectTheCopy(response, `${file}.gz`);
  });

  it('is sent as it is to a client that takes no encoding', async () => {
    const response = await request(`${site.url}${path}`, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(original);
  });
});

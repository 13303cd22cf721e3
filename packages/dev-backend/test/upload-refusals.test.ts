import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendKinds, client, rawFetch, startTestBackend, type TestBackend } from './helpers/backends.js';

// What a client that skips the admin page's checks may send, with full rights (the service-role key,
// or a signed-in admin's token): the server itself refuses it with a Storage error body.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const images: [string, string, Buffer][] = [
  ['png', 'image/png', png],
  ['jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])],
  ['gif', 'image/gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])])],
  ['webp', 'image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')])],
  [
    'svg',
    'image/svg+xml',
    Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- a logo -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
  ],
];
const notImages: [string, Buffer][] = [
  ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
  ['plain text', Buffer.from('not a logo at all')],
  ['XML whose root is not <svg>', Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>')],
  ['a ZIP archive', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
];

describe.each(backendKinds)('uploads refused by the server on %s', (kind) => {
  let backend: TestBackend;
  let tokens: [string, string][];

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    const admin = client(backend, backend.anonKey);
    const { data } = await admin.auth.signInWithPassword({ email: backend.adminEmail, password: backend.adminPassword });
    tokens = [
      ['service-role key', backend.serviceRoleKey],
      ['admin token', data.session?.access_token ?? ''],
    ];
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  const upload = (token: string, path: string, contentType: string, body: Buffer) =>
    rawFetch(backend, token, `/storage/v1/object/client-logos/${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-upsert': 'true' },
      body,
    });

  async function storedNames(): Promise<string[]> {
    const response = await rawFetch(backend, backend.serviceRoleKey, '/storage/v1/object/list/client-logos', {
      method: 'POST',
      body: JSON.stringify({ prefix: '', limit: 1000 }),
    });
    return ((await response.json()) as { name: string }[]).map((entry) => entry.name);
  }

  async function expectRefused(response: Response, statusCode: string, message: string | RegExp) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body.statusCode).toBe(statusCode);
    expect(body.message).toMatch(message);
  }

  it.each([
    ['a parent step', '..%2Flogo.png', 'Invalid key: ../logo.png'],
    ['parent steps to /etc', '..%2F..%2F..%2Fetc%2Fpasswd.png', 'Invalid key: ../../../etc/passwd.png'],
    ['an encoded absolute path', '%2Fetc%2Fx.png', 'Invalid key: /etc/x.png'],
    ['an absolute path', '/etc/x.png', 'Invalid key: /etc/x.png'],
    ['a Windows path', 'C%3A%5Cx.png', 'Invalid key: C:\\x.png'],
    ['a backslash parent step', '..%5Cx.png', 'Invalid key: ..\\x.png'],
    ['a control character', 'x%0A.png', /^Invalid key: x\n\.png$/],
    ['a name of 300 characters', `${'a'.repeat(296)}.png`, 'Invalid key: each part of an object name must be at most 255 bytes'],
  ])('refuses a name with %s', async (_label, path, message) => {
    const before = await storedNames();
    for (const [, token] of tokens) await expectRefused(await upload(token, path, 'image/png', png), '400', message);
    expect(await storedNames()).toEqual(before);
  });

  it('refuses a literal ../ in the request path (sent as is, not normalised by a URL parser)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(backend.url);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/storage/v1/object/client-logos/../../escaped.png',
          headers: { authorization: `Bearer ${backend.serviceRoleKey}`, apikey: backend.serviceRoleKey, 'content-type': 'image/png' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(png);
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await storedNames()).not.toContain('escaped.png');
  });

  it.each(images)('accepts a real .%s image', async (extension, contentType, bytes) => {
    const name = `real-${extension}.${extension}`;
    const response = await upload(backend.serviceRoleKey, name, contentType, bytes);
    expect(response.status).toBe(200);
    const served = await fetch(`${backend.url}/storage/v1/object/public/client-logos/${name}`);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  describe.each(images)('a .%s name with content that is not that image', (extension, contentType) => {
    it.each(notImages)('is refused when the content is %s', async (_label, bytes) => {
      const name = `fake-${extension}.${extension}`;
      for (const [, token] of tokens) {
        await expectRefused(await upload(token, name, contentType, bytes), '415', `the file content is not ${contentType}`);
      }
      expect(await storedNames()).not.toContain(name);
    });
  });

  it('refuses a multipart upload whose file is not the image its type says', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([Buffer.from('<html>not a png</html>')], { type: 'image/png' }), 'fake.png');
    // As storage-js sends it: the multipart body with its boundary in the content type.
    const encoded = new Request('http://multipart.invalid', { method: 'POST', body: form });
    const multipart = await rawFetch(backend, tokens[1]![1], '/storage/v1/object/client-logos/fake-multipart.png', {
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    await expectRefused(multipart, '415', 'the file content is not image/png');
    expect(await storedNames()).not.toContain('fake-multipart.png');
  });

  it('refuses a real PNG over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length)]);
    for (const [, token] of tokens) {
      await expectRefused(await upload(token, 'too-big.png', 'image/png', big), '413', 'The object exceeded the maximum allowed size');
    }
    expect(await storedNames()).not.toContain('too-big.png');
  });
});

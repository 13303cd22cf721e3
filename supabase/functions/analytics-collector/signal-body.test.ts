import { describe, expect, it } from 'vitest';
import { parseSignal, readCappedBody } from './signal-body.ts';

const valid = { n: 'pageview', u: '/pricing?utm_source=x', r: 'https://google.com/', w: 412, b: 0, o: 0 };

describe('parseSignal', () => {
  it("reads the contract's { n, u, r, w, b, o }", () => {
    expect(parseSignal(JSON.stringify(valid))).toEqual(valid);
    expect(parseSignal(JSON.stringify({ ...valid, n: 'contact_opened', r: '', b: 1, o: 1 }))).toMatchObject({ n: 'contact_opened' });
  });

  it.each([
    ['not JSON', 'n=pageview'],
    ['an array', '[]'],
    ['an unknown event', JSON.stringify({ ...valid, n: 'enquiry_stored' })],
    ['a missing field', JSON.stringify({ n: 'pageview', u: '/', r: '', w: 1, b: 0 })],
    ['a URL for u', JSON.stringify({ ...valid, u: 'https://evil.example/' })],
    ['a protocol-relative u', JSON.stringify({ ...valid, u: '//evil.example/' })],
    ['a fractional width', JSON.stringify({ ...valid, w: 1.5 })],
    ['a negative width', JSON.stringify({ ...valid, w: -1 })],
    ['a flag other than 0 or 1', JSON.stringify({ ...valid, b: true })],
  ])('refuses %s', (_, text) => {
    expect(parseSignal(text)).toBeUndefined();
  });
});

describe('readCappedBody', () => {
  const post = (body: BodyInit, headers?: HeadersInit) =>
    new Request('http://collector.test/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('reads a body of up to 2,048 bytes as text', async () => {
    expect(await readCappedBody(post('x'.repeat(2048)))).toEqual({ kind: 'text', text: 'x'.repeat(2048) });
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
    });
    expect(await readCappedBody(post(stream, { 'content-length': '4096' }))).toEqual({ kind: 'too-large' });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading at the first chunk past the cap when the length is not declared', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(512));
      },
    });
    expect(await readCappedBody(post(stream))).toEqual({ kind: 'too-large' });
    expect(pulled).toBeLessThanOrEqual(6);
  });

  it('calls bytes that are not UTF-8 malformed', async () => {
    expect(await readCappedBody(post(new Uint8Array([0xff, 0xfe, 0x7b])))).toEqual({ kind: 'malformed' });
  });
});

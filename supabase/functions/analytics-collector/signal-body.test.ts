import { describe, expect, it } from 'vitest';
import { readCappedBody } from './signal-body.ts';

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

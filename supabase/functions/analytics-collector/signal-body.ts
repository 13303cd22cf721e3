// The signal's body as the collector reads it: UTF-8 text of at most signalBodyMaxBytes, read no further.
// Pure and free of Deno APIs. The signal itself is the site's one schema, signalSchema in
// packages/contracts/src/schemas/signal-schema.ts, imported by relative path with its extension as Deno
// needs (zod is mapped in this function's deno.json).
import { signalBodyMaxBytes } from '../../../packages/contracts/src/signal.mjs';

export type BodyRead = { kind: 'text'; text: string } | { kind: 'too-large' } | { kind: 'malformed' };

/**
 * The request's body as UTF-8 text, read up to `maxBytes`: a Content-Length above it is refused before
 * reading, and reading stops at the first byte past it (a body sent without a length, or with a false one).
 */
export async function readCappedBody(request: Request, maxBytes = signalBodyMaxBytes): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { kind: 'too-large' };
  }
  if (!request.body) return { kind: 'text', text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'malformed' };
  }
}

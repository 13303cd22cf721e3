// The tracker's signal (docs/architecture.md, "Analytics"): a text/plain body of at most 2,048 bytes
// holding `{ n, u, r, w, b, o }`. Pure and free of Deno APIs, so it runs in the Edge Function and in Vitest.
import { z } from 'zod';

export const signalBodyMaxBytes = 2048;

/** The events the tracker sends; `enquiry_stored` is written only by the database's trigger. */
export const trackedEventNames = ['pageview', 'contact_opened', 'estimate_made', 'calendar_downloaded', 'newsletter_subscribed'] as const;

const flag = z.union([z.literal(0), z.literal(1)]);

export const signalSchema = z.object({
  /** The event's name. */
  n: z.enum(trackedEventNames),
  /** location.pathname + location.search: a path on the site, not a URL of another origin. */
  u: z
    .string()
    .max(signalBodyMaxBytes)
    .regex(/^\/(?![/\\])/),
  /** document.referrer, "" when none. */
  r: z.string().max(signalBodyMaxBytes),
  /** window.innerWidth. */
  w: z.number().int().min(0).max(100_000),
  /** 1 when navigator.webdriver is true. */
  b: flag,
  /** 1 when an operator is signed in on this browser. */
  o: flag,
});

export type Signal = z.infer<typeof signalSchema>;

/** The signal in `text`, or undefined when it is not JSON of that shape. */
export function parseSignal(text: string): Signal | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = signalSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

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

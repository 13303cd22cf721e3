import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted (uploads are limited to 2 MB by the bucket; leave room for multipart). */
const maxBodyBytes = 10 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`Body exceeds ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function send(res: ServerResponse, status: number, body: string | Buffer | null, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const payload = body ?? '';
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) });
  res.end(payload);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

/** Reads a request header as one string. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request's own origin (so URLs in answers work on any port). */
export function requestOrigin(req: IncomingMessage): string {
  const host = header(req, 'host') ?? '127.0.0.1';
  return `http://${host}`;
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the tracker posts (docs/architecture.md, "Analytics"): the site's own origin, a neutral name. */
export const signalPath = '/api/signal';

/** The backend the signals go to: its URL and the anon key, which the function's gateway asks for. */
export interface SignalBackend {
  url: string;
  anonKey: string;
}

export interface SignalProxyOptions {
  /** Bytes of body accepted; past it 413, and the rest is not read. */
  maxBytes?: number;
  /** How long the function gets to answer; then 504. */
  timeoutMs?: number;
}

/** The function's answers the tracker may see; any other (a gateway's 5xx, a 404 of a missing function) becomes 502. */
const passedThrough = new Set([202, 400, 405, 413, 429]);

/**
 * The backend for /api/signal from the site server's environment: SUPABASE_URL and SUPABASE_ANON_KEY
 * (`npm start` and the e2e server pass the local backend's); undefined when either is missing.
 */
export function signalBackendFromEnv(env: NodeJS.ProcessEnv = process.env): SignalBackend | undefined {
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url: url.replace(/\/$/, ''), anonKey } : undefined;
}

function reply(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end();
}

/** 413, then the connection is closed: what the client still sends is not read. */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  req.pause();
  res.once('finish', () => req.destroy());
  reply(res, 413, { Connection: 'close' });
}

/** The body, up to maxBytes; undefined (and 413 sent) past it. */
function readBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) {
      refuseTooLarge(req, res);
      resolve(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) {
        req.off('data', onData);
        refuseTooLarge(req, res);
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * POST /api/signal: the body (≤ 2,048 bytes) to `<backend>/functions/v1/analytics-collector`, as a
 * host's rewrite would send it (docs/architecture.md, "Analytics"): with the visitor's user agent,
 * Sec-GPC and DNT, x-forwarded-for (the incoming list plus this connection's address), x-forwarded-host
 * (the Host the visitor used) and the anon key. One try, no retry: 504 after `timeoutMs`, 502 when the
 * backend cannot be reached. Without a backend the signal is dropped with a 202, as the tracker expects.
 */
export function createSignalProxy(backend: SignalBackend | undefined, { maxBytes = 2048, timeoutMs = 5_000 }: SignalProxyOptions = {}) {
  const functionUrl = backend && `${backend.url}/functions/v1/analytics-collector`;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      req.resume();
      reply(res, 405, { Allow: 'POST' });
      return;
    }
    const body = await readBody(req, res, maxBytes).catch(() => undefined);
    if (body === undefined) {
      if (!res.headersSent) reply(res, 400);
      return;
    }
    if (!backend || !functionUrl) {
      reply(res, 202);
      return;
    }
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
    const headers: Record<string, string> = {
      'content-type': 'text/plain;charset=UTF-8',
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'user-agent': req.headers['user-agent'] ?? '',
      'x-forwarded-for': forwardedFor,
      'x-forwarded-host': req.headers.host ?? '',
    };
    for (const name of ['sec-gpc', 'dnt'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await fetch(functionUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      await answer.body?.cancel();
      const retryAfter = answer.headers.get('retry-after');
      if (passedThrough.has(answer.status)) reply(res, answer.status, retryAfter ? { 'Retry-After': retryAfter } : {});
      else reply(res, 502);
    } catch (error) {
      reply(res, error instanceof Error && error.name === 'TimeoutError' ? 504 : 502);
    }
  };
}

import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

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
  const functionUrl = backend && new URL(`${backend.url}/functions/v1/analytics-collector`);
  const secure = functionUrl?.protocol === 'https:';
  // Kept-alive connections to the backend: node:http rather than fetch, which costs several times the CPU per call.
  const agent = secure ? new HttpsAgent({ keepAlive: true, maxSockets: 64 }) : new HttpAgent({ keepAlive: true, maxSockets: 64 });

  /** One POST to the function: its status and Retry-After, or why there is none. */
  function forward(
    body: Buffer,
    headers: Record<string, string>,
  ): Promise<{ status: number; retryAfter?: string } | 'timeout' | 'unreachable'> {
    return new Promise((resolve) => {
      if (!functionUrl) return resolve('unreachable');
      const send = secure ? httpsRequest : httpRequest;
      const outgoing = send(
        functionUrl,
        { method: 'POST', agent, headers: { ...headers, 'content-length': String(body.length) }, signal: AbortSignal.timeout(timeoutMs) },
        (answer) => {
          answer.resume();
          const retryAfter = answer.headers['retry-after'];
          answer.once('end', () => resolve({ status: answer.statusCode ?? 502, retryAfter }));
          answer.once('error', () => resolve('unreachable'));
        },
      );
      outgoing.once('error', (error) => resolve(error.name === 'AbortError' || error.name === 'TimeoutError' ? 'timeout' : 'unreachable'));
      outgoing.end(body);
    });
  }

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
    for (const name of ['sec-gpc', 'dnt', 'origin'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await forward(body, headers);
    if (typeof answer === 'string') reply(res, answer === 'timeout' ? 504 : 502);
    else if (passedThrough.has(answer.status)) reply(res, answer.status, answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {});
    else reply(res, 502);
  };
}

import { isUtf8 } from 'node:buffer';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { signalBodyMaxBytes, signalPath } from '@staycompliant/contracts/signal';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type SiteBackend, visitorHeaders } from './site-backend.js';

export interface SignalProxyOptions {
  /** Bytes of body accepted; past it 413, and the rest is not read. */
  maxBytes?: number;
  /** How long the function gets to answer; then 504. */
  timeoutMs?: number;
}

/** The function's answers the tracker may see; any other (a gateway's 5xx, a 404 of a missing function) becomes 502. */
const passedThrough = new Set([202, 400, 405, 413, 429]);

/**
 * POST /api/signal: the body (≤ 2,048 bytes) to `<backend>/functions/v1/analytics-collector`, as a
 * host's rewrite would send it (docs/architecture/analytics.md, "Analytics"): with the visitor's user agent,
 * Sec-GPC and DNT, x-forwarded-for (the one client address the server trusts, replacing whatever the
 * client sent), x-forwarded-host
 * (the Host the visitor used) and the anon key. One try, no retry: 504 after `timeoutMs`, 502 when the
 * backend cannot be reached. Without a backend the signal is dropped with a 202, as the tracker expects.
 */
function createSignalProxy(backend: SiteBackend | undefined, { timeoutMs = 5_000 }: SignalProxyOptions = {}) {
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

  // Each answer is returned: an async handler that sends without returning the reply races Fastify's own send.
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    reply.header('Cache-Control', 'no-store');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // The tracker posts a JSON string as text/plain (docs/architecture/analytics.md, "The tracker"): nothing else is one.
    if (!/^text\/plain\b/i.test(String(request.headers['content-type'] ?? ''))) return reply.code(415).send();
    if (body.length === 0 || !isUtf8(body)) return reply.code(400).send();
    if (!backend || !functionUrl) return reply.code(202).send();
    const headers: Record<string, string> = {
      'content-type': 'text/plain;charset=UTF-8',
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'user-agent': request.headers['user-agent'] ?? '',
      // The one trusted address (the server's trustProxy), never the list the client sent.
      'x-forwarded-for': request.ip,
      ...visitorHeaders(backend, request),
      'x-forwarded-host': request.headers.host ?? '',
    };
    for (const name of ['sec-gpc', 'dnt', 'origin'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await forward(body, headers);
    if (typeof answer === 'string') return reply.code(answer === 'timeout' ? 504 : 502).send();
    if (!passedThrough.has(answer.status)) return reply.code(502).send();
    if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
    return reply.code(answer.status).send();
  };
}

/**
 * POST /api/signal, with its body read raw (any content type, at most `maxBytes`: past it 413), and
 * 405 for any other method.
 */
export function signalRoute(backend: SiteBackend | undefined, options: SignalProxyOptions = {}): FastifyPluginAsync {
  const maxBytes = options.maxBytes ?? signalBodyMaxBytes;
  const forwardSignal = createSignalProxy(backend, options);
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    app.post(signalPath, { bodyLimit: maxBytes }, forwardSignal);
    app.route({
      method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: signalPath,
      handler: (_request, reply) => reply.code(405).header('Allow', 'POST').header('Cache-Control', 'no-store').send(),
    });
  };
}

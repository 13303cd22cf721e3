import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { revalidate } from './cache-policy.js';
import { createMinuteLog } from './minute-log.js';

/** The client errors (4xx), one line a minute at most: an attacker's flood is not the log's. */
const clientErrors = createMinuteLog((line) => console.warn(line));

/**
 * An answer the server gives on purpose, not a failure: a miss (404), a method no route has (405),
 * load shed (503), renders past a client's limit (429). Thrown, it is answered by the one error
 * handler with its own text and headers, and logged nowhere: it is the server working.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 404 | 405 | 429 | 503,
    readonly text: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(text);
    this.name = 'Refusal';
  }
}

/** A path that names nothing the site serves. */
export const notFound = () => new Refusal(404, 'Not found');

/**
 * The one error handler: a refusal answers its status, text and headers; a client's error
 * (malformed, oversized, refused) answers its 4xx in plain text; anything else answers 500. Each
 * error is logged once, by its code and message only: never the URL, a header or the body, which
 * are the visitor's.
 */
export function replyToError(error: FastifyError | Refusal, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Refusal) {
    if (reply.sent) return;
    reply.code(error.statusCode).header('Cache-Control', revalidate).headers(error.headers).type('text/plain; charset=utf-8');
    return reply.send(error.text);
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) console.error(`Site server: ${status} ${error.code ?? error.name}: ${error.message}`);
  else clientErrors(`Site server: client error ${status} ${error.code ?? error.name}`);
  if (reply.sent) return;
  reply.code(status).header('Cache-Control', revalidate).type('text/plain; charset=utf-8');
  if (status === 503) reply.header('Retry-After', '1');
  if (status === 413 || status === 431 || status >= 500) reply.header('Connection', 'close');
  return reply.send(status >= 500 ? 'The site is busy: try again in a moment.' : clientMessage(status));
}

function clientMessage(status: number): string {
  if (status === 404) return 'Not found';
  if (status === 405) return 'Method not allowed';
  if (status === 413) return 'Request too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 429) return 'Too many requests: try again later.';
  return 'Bad request';
}

const plugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler(replyToError);
  // A path no route has: 404 to a read, 405 to any other method (only reads are routed to the catch-all).
  app.setNotFoundHandler((request) => {
    if (request.method === 'GET' || request.method === 'HEAD') throw notFound();
    throw new Refusal(405, 'Method not allowed', { Allow: 'GET, HEAD' });
  });
};

/** Every error and refusal answered by `replyToError` (docs/architecture/site-server.md, "The site server"). */
export const siteErrors = fp(plugin, { name: 'site-errors', fastify: '5.x' });

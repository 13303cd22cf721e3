import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { revalidate } from './cache-policy.js';
import { createMinuteLog } from './minute-log.js';

/** The client errors (4xx), one line a minute at most: an attacker's flood is not the log's. */
const clientErrors = createMinuteLog((line) => console.warn(line));

/**
 * The one error handler: a client's error (malformed, oversized, refused) answers its 4xx in plain
 * text; anything else answers 500. Each is logged once, by its code and message only: never the URL,
 * a header or the body, which are the visitor's.
 */
export function replyToError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) console.error(`Site server: ${status} ${error.code ?? error.name}: ${error.message}`);
  else clientErrors(`Site server: client error ${status} ${error.code ?? error.name}`);
  if (reply.sent) return;
  reply.code(status).header('Cache-Control', revalidate).type('text/plain; charset=utf-8');
  if (status === 503) reply.header('Retry-After', '1');
  if (status === 413 || status === 431 || status >= 500) reply.header('Connection', 'close');
  reply.send(status >= 500 ? 'The site is busy: try again in a moment.' : clientMessage(status));
}

function clientMessage(status: number): string {
  if (status === 404) return 'Not found';
  if (status === 405) return 'Method not allowed';
  if (status === 413) return 'Request too large';
  if (status === 415) return 'Unsupported content type';
  if (status === 429) return 'Too many requests: try again later.';
  return 'Bad request';
}

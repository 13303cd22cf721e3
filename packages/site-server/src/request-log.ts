import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { type FastifyHttpOptions, type FastifyPluginAsync, type FastifyRequest, LogController } from 'fastify';
import fp from 'fastify-plugin';
import { pageCacheOf } from './request-labels.js';

// One JSON line per request (docs/architecture/operations.md, "What an operator sees"): its id, method, route
// pattern, status, milliseconds, and for a page whether it came from the cache and how long its
// render took. Never the URL, a header's value or a body: they are the visitor's.

export interface RequestLogOptions {
  /** pino's level: `info` writes one line per request; `warn` only what went wrong. Default `info`. */
  level?: string;
  /** Where the lines go; default stdout. */
  stream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyReply {
    /** How long this request waited for its page's render (ms), when the page was not kept. */
    renderMs: number | undefined;
  }
}

/** An `x-request-id` taken as sent: a short token, which cannot forge a log line or carry a visitor's data. */
const saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** The incoming `x-request-id` when it is a sane token (a balancer's or a CDN's), else a new one. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The Fastify options for the log: pino at `level` (off without `log`), Fastify's own lines per
 * request off (this plugin writes its own), and serializers that keep no URL, header or message (an
 * error's message may quote the URL).
 */
export function requestLogOptions(
  log: RequestLogOptions | undefined,
): Pick<FastifyHttpOptions<Server>, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: log
      ? {
          level: log.level ?? 'info',
          ...(log.stream && { stream: log.stream }),
          serializers: {
            req: (request) => ({ method: request.method }),
            res: (reply) => ({ statusCode: reply.statusCode }),
            // The code in place of the message; no stack, whose first line is the message.
            err: (error) => ({ type: error.name, message: error.code ?? error.name, stack: '', statusCode: error.statusCode }),
          },
        }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
  };
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

const plugin: FastifyPluginAsync<{ routeLabel: (request: FastifyRequest) => string }> = async (app, { routeLabel }) => {
  app.decorateReply('renderMs', undefined);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const cache = pageCacheOf(reply);
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request),
        status: reply.statusCode,
        ms: tenths(reply.elapsedTime),
        ...(cache && { cache }),
        ...(reply.renderMs !== undefined && { renderMs: tenths(reply.renderMs) }),
      },
      'request',
    );
    done();
  });
};

/** The request log's line per request, and the request id echoed as `x-request-id`. */
export const requestLog = fp(plugin, { name: 'site-request-log', fastify: '5.x' });

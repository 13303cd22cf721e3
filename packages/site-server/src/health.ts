import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { readJson } from './read-json.js';

// What a load balancer and an orchestrator ask the site server (docs/architecture/operations.md, "Health,
// readiness and drain"): /livez, whether the process runs; /readyz, whether it should be sent
// visitors now.

export interface HealthOptions {
  /** Whether a page has been rendered and kept: the builds are read and the renderer works. */
  pageKept: () => boolean;
  /** A release environment's remotes.json, which must stay readable; none for the builds in place. */
  remotesJson?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Turns /readyz to 503 for good, and closes each connection after its answer, so a balancer
     * stops sending requests before the server closes (graceful-shutdown.ts).
     */
    startDraining(): void;
  }
  interface FastifyContextConfig {
    /** A route every request reaches: never shed under load (load-shedding.ts). */
    alwaysAnswered?: boolean;
  }
}

/** Why the server is not ready, or undefined when it is. */
function notReadyBecause({ pageKept, remotesJson }: HealthOptions, draining: boolean): string | undefined {
  if (draining) return 'draining';
  if (!pageKept()) return 'starting: no page rendered yet';
  if (remotesJson) {
    try {
      readJson<unknown>(remotesJson);
    } catch {
      return 'remotes.json cannot be read';
    }
  }
  return undefined;
}

const answer = (reply: FastifyReply, status: 200 | 503, text: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text);

/** Each answer's route options: never rate limited (@fastify/rate-limit reads `config.rateLimit`), never shed. */
const alwaysAnswered = { config: { alwaysAnswered: true, rateLimit: false } };

const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // A callback hook: a second async onSend hook makes a route that returns nothing after
  // reply.send() send twice (see cdn-cache.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  // Calls nothing: it answers while the event loop turns.
  app.get('/livez', alwaysAnswered, (_request, reply) => answer(reply, 200, 'ok'));
  app.get('/readyz', alwaysAnswered, (_request, reply) => {
    const reason = notReadyBecause(options, draining);
    return reason ? answer(reply, 503, reason) : answer(reply, 200, 'ready');
  });
};

/** /livez and /readyz, and the drain switch (`app.startDraining()`). */
export const health = fp(healthPlugin, { name: 'site-health', fastify: '5.x' });

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseRequestTarget, type RequestTarget } from './request-path.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request's target, decoded and normalised (request-path.ts); null when it names nothing of
     * the site's. Parsed on its first read, then kept: every part of the server decides on this one.
     */
    readonly target: RequestTarget | null;
  }
}

const plugin: FastifyPluginAsync = async (app) => {
  const targets = new WeakMap<FastifyRequest, RequestTarget | null>();
  app.decorateRequest('target', {
    getter(this: FastifyRequest) {
      let target = targets.get(this);
      if (target === undefined) {
        target = parseRequestTarget(this.url);
        targets.set(this, target);
      }
      return target;
    },
  });
};

/** `request.target`: the request's target, parsed once (docs/architecture/site-server.md, "The site server"). */
export const requestTarget = fp(plugin, { name: 'request-target', fastify: '5.x' });

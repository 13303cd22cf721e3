import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { privateNoStore } from './cdn-cache.js';
import { Refusal } from './error-replies.js';

interface LoadSheddingOptions {
  /** The event loop's delay (ms) past which requests that need work answer 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** How often (ms) that delay is measured, as its mean since the last measure. */
  sampleIntervalMs: number;
  /** Whether a request costs nothing to answer (a kept page, a build's file), so it is answered even so. */
  costsNothing: (request: FastifyRequest) => boolean;
  /** Called with each request shed (the metrics). */
  countShed: () => void;
}

const busy = () => new Refusal(503, 'The site is busy: try again in a moment.', { 'Retry-After': '1', 'Cache-Control': privateNoStore });

// under-pressure measures the event loop; the hook after it decides and refuses. A 503 sent from
// under-pressure's own handler does not end the request: it went on to its route, and the render
// it was refused ran behind the answer.
const plugin: FastifyPluginAsync<LoadSheddingOptions> = async (app, { maxEventLoopDelayMs, sampleIntervalMs, costsNothing, countShed }) => {
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    pressureHandler: () => undefined,
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.alwaysAnswered || !app.isUnderPressure() || costsNothing(request)) return;
    countShed();
    throw busy();
  });
};

/** 503 to whatever needs work while the event loop is late (docs/architecture/site-server.md, "The site server"). */
export const loadShedding = fp(plugin, { name: 'load-shedding', fastify: '5.x', dependencies: ['site-errors'] });

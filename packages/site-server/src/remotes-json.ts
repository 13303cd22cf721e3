import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { revalidate } from './cache-policy.js';
import { notFound } from './error-replies.js';
import { etagOf } from './ssr/page-cache.js';

const plugin: FastifyPluginAsync<{ file: string }> = async (app, { file }) => {
  app.get('/remotes.json', (request, reply) => {
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      throw notFound();
    }
    const etag = etagOf(body);
    reply.header('Cache-Control', revalidate).header('ETag', etag);
    return fresh(request.headers, { etag }) ? reply.code(304).send() : reply.type('application/json').send(body);
  });
};

/**
 * A release environment's remotes.json, read on each request: pointing an entry back is a rollback
 * (docs/architecture/releases.md, "Releases"). The builds in place serve the shell's own as a build file.
 */
export const remotesJson = fp(plugin, { name: 'remotes-json', fastify: '5.x', dependencies: ['site-errors'] });

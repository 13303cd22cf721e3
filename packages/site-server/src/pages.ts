import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { surrogateKeys } from './cdn-cache.js';
import { notFound, Refusal } from './error-replies.js';
import type { createRenderLimit } from './render-limit.js';
import { type createRouteMatcher, pageUrl } from './route-patterns.js';
import type { createPageService } from './ssr/page-service.js';

interface PagesOptions {
  pages: ReturnType<typeof createPageService>;
  matchRoute: ReturnType<typeof createRouteMatcher>;
  /** Seconds a client waits before its next render, or undefined while it has renders to spare. */
  rendersRefused: ReturnType<typeof createRenderLimit>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a request is a read of a page the cache keeps: it costs nothing to send. */
    isKeptPage(request: FastifyRequest): boolean;
  }
}

/** Each page is kept in these encodings; brotli first when a client weighs two alike. */
const pageEncodings = ['br', 'gzip', 'identity'] as const;

/** The encoding a page is sent in, by the request's Accept-Encoding (q-values included); null for none. */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  // Content codings are case-insensitive (RFC 9110, 8.4.1); the negotiator compares them as written.
  const accepts = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const encoding = negotiate(accepts, [...pageEncodings]);
  return encoding === 'identity' ? null : encoding;
}

const plugin: FastifyPluginAsync<PagesOptions> = async (app, { pages, matchRoute, rendersRefused }) => {
  app.decorateReply('pageCache', undefined);

  /** A page's URL and cache key for a request, when the request is for one of the site's pages. */
  function pageRequest(request: FastifyRequest): string | undefined {
    const { target } = request;
    const route = target && matchRoute(target.path);
    return target && route ? pageUrl(route, target.path, target.query) : undefined;
  }

  app.decorate('isKeptPage', (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = pageRequest(request);
    return url !== undefined && pages.cached(url) !== undefined;
  });

  /**
   * A page (the route `route`'s, or the 404 page), kept or rendered; a client past its renders for
   * the minute is refused (429) a page that would render, never one kept.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, url: string, status: 200 | 404, route: string) {
    const retryAfterS = pages.wouldRender(url, status) ? rendersRefused(request.ip) : undefined;
    if (retryAfterS !== undefined) {
      throw new Refusal(429, 'Too many pages asked for: try again in a minute.', { 'Retry-After': String(retryAfterS) });
    }
    const { page, cache, renderMs } = await pages.pageFor(url, status);
    reply.pageCache = cache;
    reply.renderMs = renderMs;
    const encoding = pageEncoding(request);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    reply.code(page.status).headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
    });
    const etag = encoding ? page.etags[encoding] : page.etags.identity;
    return reply.sendShared({ body, etag, keys: surrogateKeys(route, page.sources), freshUntil: page.freshUntil });
  }

  // Every read no other route takes, decided on the decoded path (request.target): a build's file,
  // a page, or a miss. A miss under /remotes/ or /assets/, or a path with an extension, is a bare
  // 404 that renders nothing; any other gets the shell's 404 page.
  app.get('/*', async (request, reply) => {
    const { target } = request;
    if (!target) throw notFound();
    const { path, query } = target;
    if (path.startsWith('/remotes/')) {
      const remoteFile = app.buildFileAt(path);
      if (!remoteFile) throw notFound();
      return reply.sendFile(remoteFile.file, remoteFile.dir);
    }
    const route = matchRoute(path);
    if (route) return sendPage(request, reply, pageUrl(route, path, query), 200, route.path);
    const shellFile = app.buildFileAt(path);
    if (shellFile) return reply.sendFile(shellFile.file, shellFile.dir);
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) throw notFound();
    return sendPage(request, reply, path, 404, '404');
  });
};

/** The site's pages, kept or rendered, and the catch-all that also sends the builds' files (docs/architecture/site-server.md, "The site server"). */
export const sitePages = fp(plugin, {
  name: 'site-pages',
  fastify: '5.x',
  dependencies: ['site-errors', 'request-target', 'cdn-cache', 'served-build-files', 'site-request-log'],
});

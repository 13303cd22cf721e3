import { join } from 'node:path';
import { siteConfigPath } from '@staycompliant/site-config/carriers';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fresh from 'fresh';
import { revalidate } from './cache-policy.js';
import { readJson } from './read-json.js';
import type { SiteConfig } from './site-config.js';
import { etagOf } from './ssr/page-cache.js';

/** The shell build's list of the sitemap's paths (shell/build/emit-route-manifest.ts), without any origin. */
const sitemapPathsFile = 'sitemap-paths.json';

/** The paths the shell build lists for the sitemap; none when the build has no list. */
function readSitemapPaths(shellDir: string): string[] {
  try {
    const paths = readJson<unknown>(join(shellDir, sitemapPathsFile));
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string' && path.startsWith('/')) : [];
  } catch {
    return [];
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

interface SiteConfigFilesOptions {
  config: SiteConfig;
  /** The shell's build folder now (a release environment's current shell may change). */
  shellDir: () => string;
}

/** A text answer every cache revalidates, with an ETag of its bytes (304 when the client has them). */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, type: string, text: string) {
  const body = Buffer.from(text);
  const etag = etagOf(body);
  reply.header('Cache-Control', revalidate).header('ETag', etag);
  return fresh(request.headers, { etag }) ? reply.code(304).send() : reply.type(type).send(body);
}

/**
 * What names the environment, answered from the site server's configuration as it started, never
 * from a build (docs/architecture/operations.md, "Configuration at run time"): `/site-config.json` for a page
 * without the configuration element (a remote's standalone preview, a static host's page), the
 * sitemap and robots.txt on the site's URL.
 */
const plugin: FastifyPluginAsync<SiteConfigFilesOptions> = async (app, { config, shellDir }) => {
  const configJson = `${JSON.stringify(config)}\n`;
  app.get(siteConfigPath, (request, reply) => sendRevalidated(request, reply, 'application/json; charset=utf-8', configJson));
  app.get('/sitemap.xml', (request, reply) =>
    sendRevalidated(request, reply, 'application/xml; charset=utf-8', sitemapXml(config.siteUrl, readSitemapPaths(shellDir()))),
  );
  app.get('/robots.txt', (request, reply) => sendRevalidated(request, reply, 'text/plain; charset=utf-8', robotsTxt(config.siteUrl)));
};

export const siteConfigFiles = fp(plugin, { name: 'site-config-files' });

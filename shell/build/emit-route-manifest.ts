import { feedImageOriginsFile } from '@staycompliant/contracts/feed-image';
import { createSiteConfig } from '@staycompliant/site-config';
import { buildEnv } from '@staycompliant/vite-config';
import type { Plugin } from 'vite';
import { indexablePaths, routeTable } from '../src/routes/route-table';
import { type CspSources, cspSourcesOf } from './csp-sources';
import { earlyInputScript } from './inline-early-input';

function sitemap(siteUrl: string): string {
  const urls = indexablePaths().map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(siteUrl: string): string {
  return `User-agent: *\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Writes dist/routes.json (the route patterns and the query parameters each page reads, so the site
 * server answers unknown paths with 404 and renders a page for its own parameters alone),
 * dist/sitemap.xml and dist/robots.txt, all from the route table; and dist/csp-sources.json, the
 * backend and feed origins and the hash of the page's one inline script, which the site server's
 * Content-Security-Policy allows; and dist/feed-image-origins.json, the origins the site server's
 * `/feed-images` fetches pictures from, the ones the bundles send there.
 */
export function emitRouteManifest(): Plugin {
  let siteUrl = '';
  let origins: Omit<CspSources, 'script'> = { connect: [], img: [] };
  let imageOrigins: string[] = [];
  return {
    name: 'staycompliant:emit-route-manifest',
    apply: 'build',
    configResolved(config) {
      const siteConfig = createSiteConfig(buildEnv(config.mode, config.envDir || config.root));
      siteUrl = siteConfig.siteUrl;
      origins = cspSourcesOf(siteConfig);
      imageOrigins = siteConfig.feed.imageOrigins;
    },
    async generateBundle() {
      const cspSources: CspSources = { ...origins, script: [(await earlyInputScript()).cspSource] };
      const routes = routeTable.map(({ path, noindex, query }) => ({ path, noindex: noindex === true, ...(query && { query }) }));
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routes, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots(siteUrl) });
      this.emitFile({ type: 'asset', fileName: 'csp-sources.json', source: `${JSON.stringify(cspSources, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: feedImageOriginsFile, source: `${JSON.stringify(imageOrigins, null, 2)}\n` });
    },
  };
}

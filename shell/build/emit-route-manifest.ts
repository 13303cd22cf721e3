import type { Plugin } from 'vite';
import { indexablePaths, routeTable } from '../src/routes/route-table';
import { earlyInputScript } from './inline-early-input';

/**
 * Writes dist/routes.json (the route patterns and the query parameters each page reads, so the site
 * server answers unknown paths with 404 and renders a page for its own parameters alone) and
 * dist/sitemap-paths.json (the sitemap's paths, which the site server serves on the site's URL as
 * /sitemap.xml), both from the route table; and dist/csp-sources.json, the hash of the page's one
 * inline script, which the site server's Content-Security-Policy allows. Nothing here names an
 * environment: the site's and the backend's URLs are read at run time (docs/architecture/operations.md,
 * "Configuration at run time").
 */
export function emitRouteManifest(): Plugin {
  return {
    name: 'staycompliant:emit-route-manifest',
    apply: 'build',
    async generateBundle() {
      const cspSources = { script: [(await earlyInputScript()).cspSource] };
      const routes = routeTable.map(({ path, noindex, query }) => ({ path, noindex: noindex === true, ...(query && { query }) }));
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routes, null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'sitemap-paths.json', source: `${JSON.stringify(indexablePaths(), null, 2)}\n` });
      this.emitFile({ type: 'asset', fileName: 'csp-sources.json', source: `${JSON.stringify(cspSources, null, 2)}\n` });
    },
  };
}

import type { Plugin } from 'vite';
import { routeTable } from '../src/routes/route-table';

/** Writes dist/routes.json: the route patterns, so the site server can answer unknown paths with 404. */
export function emitRouteManifest(): Plugin {
  return {
    name: 'staycompliant:emit-route-manifest',
    apply: 'build',
    generateBundle() {
      const routes = routeTable.map(({ path, noindex }) => ({ path, noindex: noindex === true }));
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

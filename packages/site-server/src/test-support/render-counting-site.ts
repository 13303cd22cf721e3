import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RoutePattern } from '../route-patterns.js';
import { type RunningSiteServer, type SiteServerOptions, startSiteServer } from '../site-server.js';
import { writeBuiltShell } from './built-shell.js';

const headingIn = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

/**
 * A site server over a built shell whose server entry is `entrySource`, started before the file's
 * tests and stopped after them. Every route is noindex, so the server renders none in the
 * background and each render is a request's. A route is a path, or a route of routes.json (with
 * its declared query parameters). Returns what a page's `<h1>` says, fetched over a socket; and
 * `inject`, which asks in-process, from any client address.
 */
export function serveRenderCountingSite(
  name: string,
  routes: (string | Omit<RoutePattern, 'noindex'>)[],
  entrySource: string,
  pages: SiteServerOptions['pages'] = {},
  site: Omit<SiteServerOptions, 'root' | 'pages'> = {},
) {
  let root: string;
  let running: RunningSiteServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `site-server-${name}-`));
    const table = routes.map((route) => ({ ...(typeof route === 'string' ? { path: route } : route), noindex: true }));
    writeBuiltShell(root, { routes: table, entrySource });
    running = await startSiteServer({ root, port: 0, pages, ...site });
  });
  afterAll(async () => {
    await running?.stop();
    rmSync(root, { recursive: true, force: true });
  });
  const headingOf = async (path: string) => headingIn(await (await fetch(`${running.url}${path}`)).text());
  return Object.assign(headingOf, {
    inject: (options: InjectOptions): Promise<LightMyRequestResponse & { heading: string | undefined }> =>
      running.app.inject(options).then((response) => Object.assign(response, { heading: headingIn(response.body) })),
  });
}

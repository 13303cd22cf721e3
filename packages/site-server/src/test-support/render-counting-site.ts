import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningSiteServer, type SiteServerOptions, startSiteServer } from '../site-server.js';
import { writeBuiltShell } from './built-shell.js';

/**
 * A site server over a built shell whose server entry is `entrySource`, started before the file's
 * tests and stopped after them. Every route is noindex, so the server renders none in the
 * background and each render is a request's. Returns what a page's `<h1>` says.
 */
export function serveRenderCountingSite(name: string, paths: string[], entrySource: string, pages: SiteServerOptions['pages'] = {}) {
  let root: string;
  let site: RunningSiteServer;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `site-server-${name}-`));
    writeBuiltShell(root, { routes: paths.map((path) => ({ path, noindex: true })), entrySource });
    site = await startSiteServer({ root, port: 0, pages });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(root, { recursive: true, force: true });
  });
  return async (path: string) => /<h1>([^<]*)<\/h1>/.exec(await (await fetch(`${site.url}${path}`)).text())?.[1];
}

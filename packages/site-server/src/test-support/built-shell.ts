import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteNames } from '@staycompliant/contracts/remote-entry-map';
import type { RoutePattern } from '../route-patterns.js';

/**
 * A built shell under `root/shell/dist`, as the site server reads it: index.html, the route table,
 * a remotes.json naming each remote under /remotes/<name>/ (whose builds are not there), and `entrySource` as its server entry (a module exporting `renderPage` and
 * `headAfterPaintElement`). Returns the dist folder.
 */
export function writeBuiltShell(root: string, { entrySource, routes }: { entrySource: string; routes: RoutePattern[] }) {
  const shellDist = join(root, 'shell', 'dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(
    join(shellDist, 'index.html'),
    '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shellDist, 'routes.json'), JSON.stringify(routes));
  writeFileSync(
    join(shellDist, 'remotes.json'),
    JSON.stringify(Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/remoteEntry.js`]))),
  );
  writeFileSync(join(shellDist, 'csp-sources.json'), JSON.stringify({ connect: [], img: [] }));
  writeFileSync(join(shellDist, 'server', 'manifest.json'), JSON.stringify({ modules: { entry: 'entry-server.js' } }));
  writeFileSync(join(shellDist, 'server', 'entry-server.js'), entrySource);
  return shellDist;
}

/**
 * A built shell with no page and no remote under `root/shell/dist`: enough for the site server to
 * start and answer its other routes (the signal, the feed's pictures). Returns the dist folder.
 */
export function writeShellWithoutPages(root: string, cspSources: { connect: string[]; img: string[] } = { connect: [], img: [] }) {
  const shellDist = join(root, 'shell', 'dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
  writeFileSync(join(shellDist, 'routes.json'), '[]');
  writeFileSync(join(shellDist, 'remotes.json'), '{}');
  writeFileSync(join(shellDist, 'csp-sources.json'), JSON.stringify(cspSources));
  return shellDist;
}

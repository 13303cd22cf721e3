import { watch } from 'node:fs';
import { join } from 'node:path';
import { remoteNames } from '@staycompliant/local-ports';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/**
 * For `pnpm dev`: the shell's dev server serves each remote's current build at /remotes/<name>/, as
 * the site server does, and /remotes.json naming them. `scripts/watch-remote.mjs` swaps a rebuilt
 * remote in as its dist (a symlink); the page then reloads itself.
 */
export function devRemotes(repositoryRoot: string): Plugin {
  const manifest = Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/remoteEntry.js`]));
  return {
    name: 'staycompliant:dev-remotes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(manifest));
      });
      for (const name of remoteNames) {
        const appDir = join(repositoryRoot, `mfe-${name}`);
        // dev: looks each file up on request, so the build swapped in a moment ago is the one served.
        const files = sirv(join(appDir, 'dist'), { dev: true, etag: true, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
        server.middlewares.use(`/remotes/${name}`, (req, res, next) => files(req, res, next));
        let pending: ReturnType<typeof setTimeout> | undefined;
        const watcher = watch(appDir, (_event, file) => {
          if (file !== 'dist') return;
          clearTimeout(pending);
          pending = setTimeout(() => server.ws.send({ type: 'full-reload', path: '*' }), 50);
        });
        server.httpServer?.once('close', () => watcher.close());
      }
    },
  };
}

import type { Plugin } from 'vite';
import devPorts from '../dev-ports.json' with { type: 'json' };

/** For `pnpm dev`: the shell's dev server answers /remotes.json with each remote's preview server. */
export function devRemoteManifest(): Plugin {
  const manifest = Object.fromEntries(
    Object.entries(devPorts)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://127.0.0.1:${port}/remoteEntry.js`]),
  );
  return {
    name: 'staycompliant:dev-remote-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(manifest));
      });
    },
  };
}

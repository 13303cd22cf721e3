// The two peers the budgets compare against: public landing sites, built once and kept beside the
// repository (../shared/peers, or BENCH_PEERS_DIR). Each is served as static files, compressed on
// the fly (brotli when the browser accepts it), and its `/` measured with the site's settings.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { root } from '../setup/pnpm-runtime.mjs';
import { launchChromium, lighthouseMedians } from './lighthouse-runner.mjs';

export const peersDir = () => resolve(root, process.env.BENCH_PEERS_DIR ?? '../shared/peers');

/** `key` is the name the budgets know each by (lighthouse-budgets.mjs). */
const peers = [
  { key: 'spa', folder: 'shadcn-landing-page', label: 'shadcn landing page (React SPA)', port: 5102 },
  { key: 'astro', folder: 'astrowind', label: 'AstroWind (static, islands)', port: 5101 },
];

async function serve(folder, port) {
  const app = Fastify();
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: folder });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/**
 * Medians of each peer found, by key, each with its `label`; none when the folder is missing.
 * The peers' pages ask for pictures and links on other hosts: those requests fail at once, as a
 * run offline would have them, so the host's connection does not move the figures.
 */
export async function measurePeers({ runs, cpuSlowdown, onRun }) {
  const found = peers.filter((peer) => existsSync(join(peersDir(), peer.folder, 'index.html')));
  const measured = {};
  for (const peer of found) {
    const server = await serve(join(peersDir(), peer.folder), peer.port);
    const chromium = await launchChromium();
    try {
      const [result] = await lighthouseMedians({
        siteUrl: `http://127.0.0.1:${peer.port}`,
        routes: ['/'],
        runs,
        port: chromium.port,
        cpuSlowdown,
        blockedUrlPatterns: ['https://*'],
        onRun: (_route, n, lhr) => onRun(peer.folder, n, lhr),
      });
      measured[peer.key] = { ...result, label: peer.label };
    } finally {
      await chromium.close();
      await server.close();
    }
  }
  return measured;
}

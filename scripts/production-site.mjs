// The production build served as `npm start` serves it, on a fresh backend data folder: used by the
// Playwright tests (e2e/serve-for-tests.mjs) and by the Lighthouse bench.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm-runtime.mjs';

/**
 * Starts the local backend on 54321 (the built apps call it there) and the site on `port`, serving
 * `siteRoot` laid out as the repository is (shell/dist, mfe-<name>/dist).
 */
export async function startProductionSite({ port = 4173, siteRoot = root } = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  try {
    const backendEntry = join(root, 'packages', 'dev-backend', 'dist', 'index.js');
    if (existsSync(backendEntry)) {
      const { startDevBackend } = await import(pathToFileURL(backendEntry).href);
      const dataDir = mkdtempSync(join(tmpdir(), 'site-backend-'));
      const backend = await startDevBackend({ port: 54321, dataDir, quiet: true });
      stops.push(async () => {
        await backend.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });
    }
    const { startSiteServer } = await import(pathToFileURL(join(root, 'packages', 'site-server', 'dist', 'index.js')).href);
    const site = await startSiteServer({ root: siteRoot, port });
    stops.push(site.stop);
    return { url: site.url, backendUrl: 'http://127.0.0.1:54321', stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

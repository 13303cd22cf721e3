// The production build served as `npm start` serves it, on a fresh backend data folder: used by the
// Playwright tests (e2e/serve-for-tests.mjs) and by the Lighthouse bench.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendPort, sitePort } from '../../packages/local-ports/ports.mjs';
import { root } from '../setup/pnpm-runtime.mjs';

/**
 * Starts the local backend on BACKEND_PORT (the built apps call it there) and the site on `port`, serving
 * `siteRoot` laid out as the repository is (shell/dist, mfe-<name>/dist).
 */
export async function startProductionSite({ port = sitePort(), siteRoot = root } = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => {});
  };
  try {
    // The mail catcher for the enquiry alerts; the site and the backend work without it.
    try {
      const { startMailCatcher } = await import('./mail-catcher.mjs');
      const mail = await startMailCatcher();
      stops.push(mail.stop);
    } catch (error) {
      console.error(`Mail catcher not started: ${error instanceof Error ? error.message : error}`);
    }
    const backendEntry = join(root, 'packages', 'dev-backend', 'dist', 'index.js');
    if (existsSync(backendEntry)) {
      const { startDevBackend } = await import(pathToFileURL(backendEntry).href);
      const dataDir = mkdtempSync(join(tmpdir(), 'site-backend-'));
      const backend = await startDevBackend({ port: backendPort(), dataDir, quiet: true, edgeFunctions: true });
      // Deno starts beside the backend; the alert tests expect it up (bounded: the site serves without it).
      await Promise.race([backend.edgeFunctionsReady, new Promise((resolve) => setTimeout(resolve, 30_000).unref())]);
      stops.push(async () => {
        await backend.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });
    }
    const { startSiteServer } = await import(pathToFileURL(join(root, 'packages', 'site-server', 'dist', 'index.js')).href);
    const site = await startSiteServer({ root: siteRoot, port });
    stops.push(site.stop);
    return { url: site.url, backendUrl: `http://127.0.0.1:${backendPort()}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// The production build served as `npm start` serves it, on a fresh backend data folder: used by the
// Playwright tests (e2e/serve-for-tests.mjs) and by the Lighthouse bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../setup/pnpm-runtime.mjs';
import { startStack } from './stack.mjs';

/**
 * Starts the mail catcher, the local backend on BACKEND_PORT (the built apps call it there) and the
 * site on `port`, serving `siteRoot` laid out as the repository is (shell/dist, mfe-<name>/dist).
 * Resolves once the Edge Functions are up (the alert tests expect them; at most 30 s).
 */
export async function startProductionSite({ port, siteRoot = root } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-backend-'));
  const stack = await startStack({ site: 'production', sitePort: port, siteRoot, dataDir, edgeFunctions: true }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  if (stack.mail.problem) console.error(`Mail catcher not started: ${stack.mail.problem}`);
  await stack.edgeFunctionsUp;
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: stack.siteUrl, backendUrl: stack.backendUrl, stop };
}

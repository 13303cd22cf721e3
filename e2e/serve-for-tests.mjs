// The production build as `npm start` serves it, for the Playwright tests: the local backend on a
// fresh data folder, and the site on http://127.0.0.1:4173.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '@staycompliant/site-server';

const root = join(import.meta.dirname, '..');
const stops = [];

const backendEntry = join(root, 'packages', 'dev-backend', 'dist', 'index.js');
if (existsSync(backendEntry)) {
  const { startDevBackend } = await import(backendEntry);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-backend-'));
  const backend = await startDevBackend({ port: 54321, dataDir, quiet: true });
  stops.push(async () => {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  console.log(`Backend: ${backend.url}`);
}

const site = await startSiteServer({ root, port: 4173 });
stops.push(site.stop);
console.log(`Site: ${site.url}`);

async function stop() {
  for (const fn of stops.reverse()) await fn().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

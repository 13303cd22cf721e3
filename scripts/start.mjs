#!/usr/bin/env node
// `npm start`: installs pnpm and the dependencies, builds everything, starts the local backend and
// serves the site on SITE_PORT (4173) as production would, the backend on BACKEND_PORT (54321).
// Ctrl-C stops everything.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePort, takenPorts } from '../packages/local-ports/ports.mjs';
import { installDependencies, pnpm, root } from './pnpm-runtime.mjs';

const startedAt = Date.now();
const taken = await takenPorts(['SITE_PORT', 'BACKEND_PORT'], 'npm start');
if (taken.length > 0) {
  for (const line of taken) console.error(line);
  process.exit(1);
}

try {
  installDependencies();
  pnpm(['-r', 'build']);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

const importBuilt = (relativePath) => import(pathToFileURL(join(root, relativePath)).href);
const stops = [];
let backend = null;

const backendEntry = 'packages/dev-backend/dist/index.js';
if (existsSync(join(root, backendEntry))) {
  const { startDevBackend } = await importBuilt(backendEntry);
  backend = await startDevBackend({ quiet: true });
  stops.push(() => backend.stop());
}

const { startSiteServer } = await importBuilt('packages/site-server/dist/index.js');
const site = await startSiteServer({ root, port: sitePort() });
stops.push(() => site.stop());

const lines = [
  '',
  `  Site:              ${site.url}`,
  ...(backend
    ? [
        `  API URL:           ${backend.url}`,
        `  anon key:          ${backend.anonKey}`,
        `  service_role key:  ${backend.serviceRoleKey}`,
        `  Admin login:       ${backend.adminEmail} / ${backend.adminPassword}  (${site.url}/admin/logos)`,
      ]
    : []),
  '',
  `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`,
  '',
];
console.log(lines.join('\n'));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const fn of stops.reverse()) await fn().catch((error) => console.error(error));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

#!/usr/bin/env node
// `npm start`: installs pnpm and the dependencies, builds everything, starts the local backend and
// serves the site on SITE_PORT (4173) as production would, the backend on BACKEND_PORT (54321), and the
// mail catcher that receives the enquiry alerts on MAIL_WEB_PORT/MAIL_SMTP_PORT (54324/54325).
// Ctrl-C stops everything.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePort, takenPorts } from '../../packages/local-ports/ports.mjs';
import { installDependencies, pnpm, root } from '../setup/pnpm-runtime.mjs';

const startedAt = Date.now();
const taken = await takenPorts(['SITE_PORT', 'BACKEND_PORT', 'MAIL_WEB_PORT', 'MAIL_SMTP_PORT'], 'npm start');
if (taken.length > 0) {
  for (const line of taken) console.error(line);
  process.exit(1);
}

try {
  installDependencies();
  pnpm(['run', 'build']);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

const importBuilt = (relativePath) => import(pathToFileURL(join(root, relativePath)).href);
const stops = [];
let backend = null;

// The alert e-mails land here; without it the site still serves and enquiries are still stored.
let mail = null;
let mailProblem = '';
try {
  const { startMailCatcher } = await import('./mail-catcher.mjs');
  mail = await startMailCatcher();
  stops.push(() => mail.stop());
} catch (error) {
  mailProblem = error instanceof Error ? error.message : String(error);
}

const backendEntry = 'packages/dev-backend/dist/index.js';
if (existsSync(join(root, backendEntry))) {
  const { startDevBackend } = await importBuilt(backendEntry);
  backend = await startDevBackend({ quiet: true, edgeFunctions: true });
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
        `  Admin login:       ${backend.adminEmail} / ${backend.adminPassword}  (${site.url}/admin/enquiries, /admin/logos)`,
        `  Edge Functions:    starting on Deno (a line below says when they are up)`,
      ]
    : []),
  mail
    ? `  Mail catcher:      ${mail.url}  (enquiry alerts; SMTP ${mail.smtpHost}:${mail.smtpPort})`
    : `  Mail catcher:      not running (${mailProblem}); enquiries are still stored, their alerts wait and retry`,
  '',
  `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`,
  '',
];
console.log(lines.join('\n'));

// Deno starts beside the backend (its first run fetches the functions' npm packages). The site does
// not wait for it: an enquiry is stored at once, and its alert is sent once the function is up.
if (backend) {
  const functionsUp = await Promise.race([
    backend.edgeFunctionsReady ?? Promise.resolve(false),
    new Promise((resolve) => setTimeout(() => resolve(false), 30_000).unref()),
  ]);
  console.log(
    functionsUp
      ? `  Edge Functions:    ${backend.url}/functions/v1/notify-enquiry  (Deno, up after ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`
      : `  Edge Functions:    not running (see the lines above); enquiries are still stored, their alerts wait and retry`,
  );
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const fn of stops.reverse()) await fn().catch((error) => console.error(error));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

#!/usr/bin/env node
// `npm start`: installs pnpm and the dependencies, builds what changed, starts the local backend and
// serves the site on SITE_PORT (4173) as production would, the backend on BACKEND_PORT (54321), and the
// mail catcher that receives the enquiry alerts on MAIL_WEB_PORT/MAIL_SMTP_PORT (54324/54325).
// Ctrl-C stops everything.
import { everyBuildCurrent } from '../build/build-if-changed.mjs';
import { installDependencies, pnpm } from '../setup/pnpm-runtime.mjs';
import { exitIfPortsTaken, exitIfRefused, secondsSince, startStack, stopOnSignals } from './stack.mjs';

const startedAt = Date.now();
await exitIfPortsTaken(['SITE_PORT', 'BACKEND_PORT', 'MAIL_WEB_PORT', 'MAIL_SMTP_PORT'], 'npm start');

try {
  installDependencies();
  if (everyBuildCurrent()) console.log('Every build is as its inputs are (FORCE_BUILD=1 npm start builds anyway).');
  else pnpm(['run', 'build']);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

const stack = await startStack({ site: 'production', edgeFunctions: true }).catch(exitIfRefused);
stopOnSignals(stack);
const { siteUrl, backend, mail } = stack;

console.log(
  [
    '',
    `  Site:              ${siteUrl}`,
    ...(backend
      ? [
          `  API URL:           ${backend.url}`,
          `  anon key:          ${backend.anonKey}`,
          `  service_role key:  ${backend.serviceRoleKey}`,
          `  Admin login:       ${backend.adminEmail} / ${backend.adminPassword}  (${siteUrl}/admin/enquiries, /admin/logos)`,
          `  Edge Functions:    starting on Deno (a line below says when they are up)`,
        ]
      : []),
    mail.url
      ? `  Mail catcher:      ${mail.url}  (enquiry alerts; SMTP ${mail.smtpHost}:${mail.smtpPort})`
      : `  Mail catcher:      not running (${mail.problem}); enquiries are still stored, their alerts wait and retry`,
    '',
    `  Ready in ${secondsSince(startedAt)} s. Press Ctrl-C to stop.`,
    '',
  ].join('\n'),
);

if (backend) {
  console.log(
    (await stack.edgeFunctionsUp)
      ? `  Edge Functions:    ${backend.url}/functions/v1/enquiry-alert  (Deno, up after ${secondsSince(startedAt)} s)`
      : `  Edge Functions:    not running (see the lines above); enquiries are still stored, their alerts wait and retry`,
  );
}

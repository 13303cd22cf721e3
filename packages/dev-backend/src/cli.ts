#!/usr/bin/env node
import { backendPort, mailSmtpPort } from '@staycompliant/local-ports';
import { defaultAdminEmail, defaultAdminPassword } from './auth/admin-user.js';
import { demoKeys } from './auth/jwt-keys.js';
import { startDevBackend } from './index.js';
import { readLock } from './lock-file.js';
import { defaultDataDir } from './paths.js';

const usage = `Usage: dev-backend <start|status>

  start   Start the local Supabase-compatible server (Ctrl-C stops it).
  status  Print API_URL, ANON_KEY, SERVICE_ROLE_KEY, ADMIN_EMAIL and ADMIN_PASSWORD as env lines.

Environment: BACKEND_PORT (54321), DATA_DIR (<repo>/.data/dev-backend), DATABASE_URL (PostgreSQL instead of PGlite),
ADMIN_EMAIL, ADMIN_PASSWORD, FEED_RSS_URL, SITE_ORIGINS (extra CORS origins, comma-separated),
EDGE_FUNCTIONS=off (no Deno, no enquiry alerts), the functions' SMTP_HOST, SMTP_PORT (54325), SMTP_USER,
SMTP_PASSWORD, MAIL_FROM, MAIL_TO, SITE_URL, ENQUIRY_ALERT_SECRET, and the alert queue's timings
ALERT_DISPATCH_MS (the cron job's schedule in supabase/migrations, 10 s), ALERT_RETRY_DELAYS_S (30,120,600,3600,21600), ALERT_READ_VT_S (120), ALERT_PROBE_INTERVAL_S (20),
ALERT_MAX_ATTEMPTS (8), and ANALYTICS_ROLLUP_MS (the cron job's schedule, every minute), how often the analytics
rollups are refreshed.`;

async function start(): Promise<void> {
  const backend = await startDevBackend({ quiet: false, edgeFunctions: process.env.EDGE_FUNCTIONS !== 'off' });
  console.log(`
Dev backend started.

         API URL: ${backend.url}
        REST URL: ${backend.url}/rest/v1
     Storage URL: ${backend.url}/storage/v1
        Feed URL: ${backend.url}/rss-to-json/v1/api.json
   Functions URL: ${backend.url}/functions/v1 (Deno; the enquiry alert mails to SMTP 127.0.0.1:${process.env.SMTP_PORT || mailSmtpPort()})
        Database: ${backend.database === 'pglite' ? `PGlite (${backend.dataDir})` : 'PostgreSQL (DATABASE_URL)'}
      JWT secret: ${backend.jwtSecret}
        anon key: ${backend.anonKey}
service_role key: ${backend.serviceRoleKey}
     Admin login: ${backend.adminEmail} / ${backend.adminPassword}
`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the dev backend...`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

function status(): void {
  const dataDir = process.env.DATA_DIR ?? defaultDataDir;
  const running = readLock(dataDir);
  const port = backendPort();
  const keys = demoKeys();
  console.log(`API_URL=${running?.url ?? `http://127.0.0.1:${port}`}`);
  console.log(`ANON_KEY=${keys.anonKey}`);
  console.log(`SERVICE_ROLE_KEY=${keys.serviceRoleKey}`);
  console.log(`ADMIN_EMAIL=${process.env.ADMIN_EMAIL || running?.adminEmail || defaultAdminEmail}`);
  console.log(`ADMIN_PASSWORD=${process.env.ADMIN_PASSWORD || defaultAdminPassword}`);
  if (!running) console.error(`# The dev backend is not running on ${dataDir} (start it with npm start).`);
}

const command = process.argv[2];
if (command === 'start') {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else if (command === 'status') {
  status();
} else {
  console.log(usage);
  process.exit(command === undefined || command === '--help' || command === '-h' ? 0 : 1);
}

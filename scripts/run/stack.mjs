// The local stack, started one way for `npm start`, `pnpm dev`, the e2e server and the bench: the mail
// catcher, the local backend (with the Edge Functions on Deno when asked) and the site, either the
// production build served as production serves it or the shell's Vite dev server. One stop() ends
// all that started.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendPort, backendUrl, devShellPort, sitePort, takenPorts } from '../../packages/local-ports/ports.mjs';
import { root } from '../setup/pnpm-runtime.mjs';
import { startDevShell } from './dev-shell.mjs';
import { spawnMailCatcher } from './mail-catcher-process.mjs';
import { startSiteProcess } from './site-process.mjs';

/** How long the Edge Functions get to come up before `edgeFunctionsUp` resolves false. */
const edgeFunctionsWaitMs = 30_000;

const importFromRoot = (relativePath) => import(pathToFileURL(join(root, relativePath)).href);
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {{
 *   site?: 'production' | 'dev' | 'none',
 *   siteRoot?: string,
 *   sitePort?: number,
 *   dataDir?: string,
 *   edgeFunctions?: boolean,
 *   quietBackend?: boolean,
 * }} [options] `siteRoot`: the folder laid out as the repository is (shell/dist, mfe-<name>/dist);
 *   `dataDir`: the backend's data folder (default DATA_DIR, else .data/dev-backend).
 */
export async function startStack({
  site = 'production',
  siteRoot = root,
  sitePort: port,
  dataDir,
  edgeFunctions = true,
  quietBackend = true,
} = {}) {
  const stops = [];
  const stop = async () => {
    await Promise.all(stops.splice(0).map((fn) => fn().catch((error) => console.error(error))));
  };
  const started = (part) => {
    stops.push(part.stop);
    return part;
  };

  // The three start side by side; the backend's migrations and Vite's first transforms take longest.
  const parts = await Promise.allSettled([
    // The alert e-mails land here; without it the site still serves and enquiries are still stored.
    spawnMailCatcher().then(started, (error) => ({ url: null, smtpHost: null, smtpPort: null, problem: messageOf(error) })),
    startBackend({ dataDir, edgeFunctions, quiet: quietBackend }).then((backend) => backend && started(backend)),
    startSite(site, { siteRoot, port }).then((server) => server && started(server)),
  ]);
  const failed = parts.find((part) => part.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [mail, backend, server] = parts.map((part) => part.value);
  // Deno starts beside the backend (its first run fetches the functions' npm packages); nothing waits
  // for it unless it asks: an enquiry is stored at once, and its alert is sent once the function is up.
  const edgeFunctionsUp = Promise.race([
    backend?.edgeFunctionsReady ?? Promise.resolve(false),
    new Promise((resolve) => setTimeout(() => resolve(false), edgeFunctionsWaitMs).unref()),
  ]);
  return {
    siteUrl: server?.url ?? null,
    siteAnswers: server?.answers ?? true,
    backend,
    backendUrl: backend?.url ?? `http://127.0.0.1:${backendPort()}`,
    mail: { problem: '', ...mail },
    edgeFunctionsUp,
    stop,
  };
}

const backendEntry = 'packages/dev-backend/dist/index.js';

/** The local backend when it is built (null otherwise: the site serves, its data calls fail). */
async function startBackend({ dataDir, edgeFunctions, quiet }) {
  if (!existsSync(join(root, backendEntry))) return null;
  const { startDevBackend } = await importFromRoot(backendEntry);
  return startDevBackend({ port: backendPort(), dataDir, quiet, edgeFunctions });
}

async function startSite(site, { siteRoot, port }) {
  if (site === 'production') {
    // SITE_ENVIRONMENT serves a release environment (npm run release) instead of the builds in place.
    const environment = process.env.SITE_ENVIRONMENT ? resolve(root, process.env.SITE_ENVIRONMENT) : undefined;
    return startSiteProcess({ siteRoot, port: port ?? sitePort(), backend: await siteBackend(), environment });
  }
  if (site === 'dev') return startDevShell({ port: port ?? devShellPort() });
  return null;
}

/**
 * The backend the site server forwards the tracker's POST /api/signal to, stores forms posted
 * without JavaScript in, and names in every page's configuration (SUPABASE_URL and SUPABASE_ANON_KEY
 * of its environment, README "Configuration"): the local one on BACKEND_PORT (VITE_SUPABASE_URL when
 * given, as pnpm dev's) with its anon key (VITE_SUPABASE_ANON_KEY, else the local backend's) and the
 * secret that vouches for a visitor's address (SITE_PROXY_SECRET, else the local backend's).
 * Undefined when no key is known: the site server then drops signals and answers posts 503.
 */
async function siteBackend() {
  const local = existsSync(join(root, backendEntry)) ? await importFromRoot(backendEntry) : undefined;
  const anonKey = process.env.VITE_SUPABASE_ANON_KEY || local?.demoKeys().anonKey;
  const proxySecret = process.env.SITE_PROXY_SECRET || local?.localSiteProxySecret;
  return anonKey ? { url: backendUrl(), anonKey, ...(proxySecret && { proxySecret }) } : undefined;
}

/**
 * For `npm start` and `pnpm dev`, as `.catch` of startStack: a start the backend refuses for a reason
 * to act on (a local database made by migrations that have since changed: ChangedMigrationsError in
 * packages/dev-backend/src/database/changed-migrations.ts) prints its one line and exits 1; any
 * other failure is thrown as it came, stack and all.
 */
export function exitIfRefused(error) {
  if (error?.code !== 'DEV_BACKEND_MIGRATIONS_CHANGED') throw error;
  console.error(error.message);
  process.exit(1);
}

/** Ctrl-C (or SIGTERM): stops the stack, then exits 0. */
export function stopOnSignals(stack) {
  let stopping = false;
  const stopAndExit = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stopAndExit);
  process.on('SIGTERM', stopAndExit);
}

/** Prints one line per port of `variables` that is taken, and exits 1 if any is. */
export async function exitIfPortsTaken(variables, command) {
  const taken = await takenPorts(variables, command);
  if (taken.length === 0) return;
  for (const line of taken) console.error(line);
  process.exit(1);
}

/** Seconds since `startedAt`, as the Ready lines print them. */
export const secondsSince = (startedAt) => ((Date.now() - startedAt) / 1000).toFixed(1);

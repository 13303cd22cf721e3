// The built site server (packages/site-server/dist/cli.js) as a process of its own, as production runs
// it: `stop()` sends it SIGTERM and waits for it to drain and exit (docs/architecture/operations.md, "Health,
// readiness and drain").
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../setup/pnpm-runtime.mjs';

const cli = join(root, 'packages', 'site-server', 'dist', 'cli.js');
const readyLine = /^Site: (http\S+)$/m;

/**
 * @param {{
 *   siteRoot: string,
 *   port: number,
 *   backend?: { url: string, anonKey: string, proxySecret?: string },
 *   environment?: string,
 * }} options
 * @returns {Promise<{ url: string, stop(): Promise<void> }>} once it listens
 */
export function startSiteProcess({ siteRoot, port, backend, environment }) {
  const env = { ...process.env, SITE_ROOT: siteRoot, PORT: String(port) };
  for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SITE_PROXY_SECRET', 'SITE_ENVIRONMENT']) delete env[name];
  Object.assign(env, {
    ...(backend && { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey }),
    ...(backend?.proxySecret && { SITE_PROXY_SECRET: backend.proxySecret }),
    ...(environment && { SITE_ENVIRONMENT: environment }),
    // No balancer waits on its readiness here: it closes at once. One line per request is left to SITE_LOG_LEVEL=info.
    SITE_DRAIN_DELAY_MS: process.env.SITE_DRAIN_DELAY_MS ?? '0',
    SITE_LOG_LEVEL: process.env.SITE_LOG_LEVEL ?? 'warn',
  });
  // A group of its own: Ctrl-C reaches this process only, which stops the site with one signal (a
  // second would stop it at once). The IPC channel closes when this process ends, however it ends,
  // and the site then closes too (graceful-shutdown.ts).
  const child = fork(cli, [], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], detached: true });
  let output = '';
  let url;
  let stopping = false;
  return new Promise((resolve, reject) => {
    const print = (chunk, stream) => {
      const text = chunk.toString();
      if (!url) {
        output += text;
        url = readyLine.exec(output)?.[1];
        if (url) resolve({ url, stop });
      }
      // The ready line is the caller's to print (`npm start` prints its own, and Playwright waits for e2e's).
      for (const line of text.split('\n')) if (line.trim() && !readyLine.test(line)) stream.write(`[site] ${line}\n`);
    };
    child.stdout.on('data', (chunk) => print(chunk, process.stdout));
    child.stderr.on('data', (chunk) => print(chunk, process.stderr));
    child.once('exit', (code, signal) => {
      if (!url) reject(new Error(`The site server stopped before it listened (${signal ?? `exit code ${code}`}).`));
      else if (!stopping) console.error(`[site] stopped (${signal ?? `exit code ${code}`}).`);
    });
  });

  /** SIGTERM, then the site's exit: it lets the requests in flight finish. */
  function stop() {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
}

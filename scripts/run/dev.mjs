#!/usr/bin/env node
// `pnpm dev`: the shell's Vite dev server on DEV_PORT (5173), composing every remote from its
// source, so that any save, the shell's or a remote's, reaches the page by hot module replacement;
// the local backend on BACKEND_PORT and the mail catcher. Says once, with the URLs, when they answer
// (docs/architecture.md, "The daily loop").
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { backendPort, devShellPort, takenPorts } from '../../packages/local-ports/ports.mjs';
import { buildIfStale } from '../build/build-if-stale.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { warmDevServer } from './warm-dev-server.mjs';
import { root } from '../setup/pnpm-runtime.mjs';

const startedAt = Date.now();
const taken = await takenPorts(['DEV_PORT', 'BACKEND_PORT', 'MAIL_WEB_PORT', 'MAIL_SMTP_PORT'], 'pnpm dev');
if (taken.length > 0) {
  for (const line of taken) console.error(line);
  process.exit(1);
}
buildIfStale(join(root, 'packages', 'dev-backend'));

const children = [];
let stopping = false;

/** Runs a Node script as a child, each of its lines prefixed with `label`. */
function start(label, script, args, cwd) {
  const child = fork(script, args, { cwd, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${label}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${label}] stopped (${signal ?? `exit code ${code}`}); restart pnpm dev.`);
  });
  children.push(child);
  return child;
}

async function answers(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

start('backend', join(root, 'packages', 'dev-backend', 'dist', 'cli.js'), ['start'], root);
const viteBin = join(createRequire(join(root, 'shell', 'package.json')).resolve('vite/package.json'), '..', 'bin', 'vite.js');
start('shell', viteBin, ['--configLoader', 'runner', '--host', '127.0.0.1', '--logLevel', 'warn'], join(root, 'shell'));

// The enquiry alerts' mail catcher; without it enquiries are still stored and their alerts retry.
const mail = await startMailCatcher().catch((error) => ({ problem: error instanceof Error ? error.message : String(error) }));

const shellUrl = `http://127.0.0.1:${devShellPort()}`;
const backendUrl = `http://127.0.0.1:${backendPort()}`;
const [shellUp, backendUp] = await Promise.all([
  answers(`${shellUrl}/`).then(async (up) => up && (await warmDevServer(shellUrl)) > 0),
  answers(`${backendUrl}/rest/v1/`),
]);
console.log(
  [
    '',
    `  Shell (hot reload):  ${shellUrl}${shellUp ? '' : '  (not answering: see the [shell] lines above)'}`,
    `  Backend:             ${backendUrl}${backendUp ? '' : '  (not answering: see the [backend] lines above)'}`,
    mail.url ? `  Mail catcher:        ${mail.url}` : `  Mail catcher:        not running (${mail.problem}); enquiries are still stored`,
    '',
    `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Every save, a remote's too, shows in the page at once; Ctrl-C stops.`,
    '',
  ].join('\n'),
);

async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map((child) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))))),
  );
  await mail.stop?.();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

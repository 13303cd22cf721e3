#!/usr/bin/env node
// `pnpm dev`: the shell with hot reload on DEV_PORT (5173), serving each remote's current build;
// every remote built once and then rebuilt on each save (scripts/watch-remote.mjs), and the local
// backend on BACKEND_PORT. Says once, with the URLs, when all of it answers (docs/architecture.md,
// "The daily loop").
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { backendPort, devShellPort, remoteNames, takenPorts } from '../packages/local-ports/ports.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { root } from './pnpm-runtime.mjs';

const startedAt = Date.now();
const taken = await takenPorts(['DEV_PORT', 'BACKEND_PORT'], 'pnpm dev');
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

function firstMessage(child, types) {
  return new Promise((resolve) => {
    const listener = (message) => {
      if (!types.includes(message?.type)) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
    child.once('exit', () => resolve({ type: 'exited' }));
  });
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

const remotesBuilt = remoteNames.map((name) =>
  firstMessage(start(name, join(root, 'scripts', 'watch-remote.mjs'), [], join(root, `mfe-${name}`)), ['ready', 'failed']),
);
start('backend', join(root, 'packages', 'dev-backend', 'dist', 'cli.js'), ['start'], root);
const viteBin = join(createRequire(join(root, 'shell', 'package.json')).resolve('vite/package.json'), '..', 'bin', 'vite.js');
start('shell', viteBin, ['--configLoader', 'runner', '--host', '127.0.0.1', '--logLevel', 'warn'], join(root, 'shell'));

const shellUrl = `http://127.0.0.1:${devShellPort()}`;
const backendUrl = `http://127.0.0.1:${backendPort()}`;
const [results, shellUp, backendUp] = await Promise.all([
  Promise.all(remotesBuilt),
  answers(`${shellUrl}/`),
  answers(`${backendUrl}/rest/v1/`),
]);
const failed = remoteNames.filter((_, i) => results[i].type !== 'ready');
console.log(
  [
    '',
    `  Shell (hot reload):  ${shellUrl}${shellUp ? '' : '  (not answering: see the [shell] lines above)'}`,
    `  Backend:             ${backendUrl}${backendUp ? '' : '  (not answering: see the [backend] lines above)'}`,
    ...(failed.length > 0 ? [`  Not built:           ${failed.join(', ')} (fix the error above; a save rebuilds it)`] : []),
    '',
    `  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. A remote's save rebuilds it and reloads the page; Ctrl-C stops.`,
    '',
  ].join('\n'),
);

async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map((child) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))))),
  );
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

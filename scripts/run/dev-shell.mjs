// The shell's Vite dev server, composing every remote from its source (docs/architecture/development.md, "The daily
// loop"), as a child process whose lines are printed with a [shell] prefix.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../setup/pnpm-runtime.mjs';
import { warmDevServer } from './warm-dev-server.mjs';

/** Resolves true once `url` answers below 500, false after `timeoutMs`. */
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

/**
 * Starts Vite on `port` and resolves once it answers and has transformed every module the app can
 * load (or has not answered within a minute: `answers` is then false).
 */
export async function startDevShell({ port }) {
  const viteBin = join(createRequire(join(root, 'shell', 'package.json')).resolve('vite/package.json'), '..', 'bin', 'vite.js');
  const child = fork(viteBin, ['--configLoader', 'runner', '--host', '127.0.0.1', '--port', String(port), '--logLevel', 'warn'], {
    cwd: join(root, 'shell'),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stopping = false;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[shell] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[shell] stopped (${signal ?? `exit code ${code}`}); restart pnpm dev.`);
  });
  const stop = () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  };
  const url = `http://127.0.0.1:${port}`;
  const up = (await answers(`${url}/`)) && (await warmDevServer(url)) > 0;
  return { url, answers: up, stop };
}

// A server process the delivery tests start (varnishd, HAProxy, a site server): started, asked until
// it answers, stopped by a signal, and never left behind when the test's own process ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {object} BackgroundProcess
 * @property {number} pid
 * @property {() => string} output What it has written so far, stdout and stderr in order.
 * @property {(listener: (line: string, atMs: number) => void) => void} onLine Each line it writes from now on, with performance.now().
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null, atMs: number }>} exited
 * @property {(signal?: NodeJS.Signals) => Promise<{ code: number | null, signal: NodeJS.Signals | null, atMs: number }>} stop
 */

/** The end of a process's output, to say why it stopped. */
const tail = (output) => output.trim().split('\n').slice(-8).join('\n');

/**
 * Starts `command` and resolves once `answers(output so far)` is true (asked every 100 ms, for
 * `timeoutMs` at most); rejects with its output when it exits first or does not answer in time.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ answers: (output: string) => Promise<boolean> | boolean, env?: NodeJS.ProcessEnv, cwd?: string, timeoutMs?: number }} options
 * @returns {Promise<BackgroundProcess>}
 */
export async function startBackgroundProcess(name, command, args, { answers, env = process.env, cwd, timeoutMs = 60_000 }) {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let partial = '';
  /** @type {((line: string, atMs: number) => void)[]} */
  const listeners = [];
  const read = (chunk) => {
    const atMs = performance.now();
    output += chunk.toString();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const listener of listeners) listener(line, atMs);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  // The test's process ends (a failed run, Ctrl-C): the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  /** @type {BackgroundProcess['exited']} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve({ code, signal, atMs: performance.now() });
    });
  });
  const failed = (reason) => new Error(`${name} ${reason}:\n${tail(output)}`);
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (!running()) throw failed(`stopped (${child.signalCode ?? `exit code ${child.exitCode}`})`);
    if (await (async () => answers(output))().catch(() => false)) break;
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw failed(`did not answer within ${timeoutMs / 1000} s`);
    }
    await sleep(100);
  }
  return {
    pid: child.pid ?? 0,
    output: () => output,
    onLine: (listener) => listeners.push(listener),
    exited,
    stop: (signal = 'SIGTERM') => {
      if (running()) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Runs `start` with a new temporary working directory, which goes when the started thing's `stop()`
 * has resolved, or at once when `start` fails.
 * @template {{ stop(): Promise<unknown> }} Started
 * @param {string} prefix
 * @param {(workDir: string) => Promise<Started>} start
 * @returns {Promise<Started>}
 */
export async function inWorkDir(prefix, start) {
  const workDir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const started = await start(workDir);
    const stop = started.stop.bind(started);
    return Object.assign(started, {
      async stop() {
        const result = await stop();
        remove();
        return result;
      },
    });
  } catch (error) {
    remove();
    throw error;
  }
}

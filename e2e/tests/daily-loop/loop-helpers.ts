import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensurePnpm } from '../../../scripts/setup/pnpm-runtime.mjs';

export const root = join(import.meta.dirname, '..', '..', '..');

/**
 * Ports for the scripts these tests start, below Linux's ephemeral range (32768–60999): in that range
 * any outgoing connection may hold a port for a moment, and a script that finds its port taken stops.
 */
export const loopPorts = {
  devLoop: { BACKEND_PORT: '25431', MAIL_WEB_PORT: '25434', MAIL_SMTP_PORT: '25435' },
  portTaken: { BACKEND_PORT: '25441', MAIL_WEB_PORT: '25444', MAIL_SMTP_PORT: '25445' },
  otherPorts: { BACKEND_PORT: '25461', MAIL_WEB_PORT: '25464', MAIL_SMTP_PORT: '25465' },
} as const;

export interface RunningScript extends ChildProcess {
  /** Everything it printed so far, stdout and stderr interleaved. */
  output: { text: string };
}

/**
 * Runs `pnpm <args>` as a person at a terminal would, in a process group of its own, so that
 * `stopGroup` can press Ctrl-C on all of it.
 */
export function startScript(args: string[], env: Record<string, string>): RunningScript {
  const [command, prefix] = ensurePnpm();
  const child = spawn(command, [...prefix, ...args], { cwd: root, env: { ...process.env, ...env }, detached: true }) as RunningScript;
  child.output = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => (child.output.text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (child.output.text += chunk.toString()));
  return child;
}

/** 'ready' once the script prints "Ready in N s", 'ended' if it stopped before that, else 'starting'. */
export function startState(script: RunningScript): 'ready' | 'ended' | 'starting' {
  if (/Ready in \d+\.\d s/.test(script.output.text)) return 'ready';
  return script.exitCode !== null || script.signalCode !== null ? 'ended' : 'starting';
}

/** Ctrl-C at the terminal: SIGINT to the whole group. Resolves with how the script ended. */
export function stopGroup(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  process.kill(-child.pid!, 'SIGINT');
  const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
  return ended.finally(() => clearTimeout(forced));
}

/** Runs `pnpm <args>` to its end; returns its exit code and output. */
export function runScript(args: string[], env: Record<string, string>): { code: number; output: string } {
  const [command, prefix] = ensurePnpm();
  try {
    const output = execFileSync(command, [...prefix, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * Puts back the full builds (browser and server) of every app made with this run's settings: each
 * app's kept build of those inputs is swapped back in, not rebuilt (scripts/build/build-app.mjs).
 */
export function rebuildAll(filter: string[] = ['-r']) {
  const [command, prefix] = ensurePnpm();
  const env = { ...process.env };
  delete env.FORCE_BUILD;
  execFileSync(command, [...prefix, ...filter, 'build'], { cwd: root, env, stdio: 'pipe' });
}

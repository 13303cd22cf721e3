import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './paths.js';

const cli = join(packageRoot, 'dist', 'cli.js');

function newestSourceChange(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newestSourceChange(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/** The kill -9 test needs the server in its own process: build dist/ first when it is missing or stale. */
export function ensureBuilt(): void {
  if (existsSync(cli) && statSync(cli).mtimeMs >= newestSourceChange(join(packageRoot, 'src'))) return;
  const tsc = join(packageRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(packageRoot, 'tsconfig.build.json')], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Building dev-backend failed:\n${result.stdout}${result.stderr}`);
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
}

/** Runs `node dist/cli.js start` and waits until it answers. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [cli, 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${env.BACKEND_PORT}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not start within 120 s:\n${output}`);
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

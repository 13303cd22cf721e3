import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL binaries, newest 15 first (hosted Supabase runs 15 or 17). */
export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))) : [];
  const preferred = versions.includes('15') ? '15' : versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!preferred) {
    throw new Error(
      'PostgreSQL binaries not found under /usr/lib/postgresql/<version>/bin. ' +
        "The backend tests need Debian's PostgreSQL: apt-get install postgresql (the test runner .ci/run installs it).",
    );
  }
  return join(root, preferred, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresCluster {
  url(database: string): string;
  /** Creates a database (with the given locale, e.g. 'C.UTF-8'; default the cluster's C) and returns its URL. */
  createDatabase(name: string, locale?: string): Promise<string>;
  version: string;
  stop(): void;
}

/**
 * A throwaway cluster (durable: with fsync, as a real server runs; otherwise fsync off for speed) in a temporary folder on a port of its own. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user (runuser).
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, fullArgs, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
    }
    return result.stdout;
  };
  const dir = mkdtempSync(join(tmpdir(), 'dev-backend-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  run('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100${options.durable ? '' : ' -c fsync=off -c synchronous_commit=off'}`,
  ]);
  const version = run('postgres', ['--version']).trim();
  let stopped = false;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    version,
    url,
    async createDatabase(name, locale) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const withLocale = locale ? ` template template0 encoding 'UTF8' locale '${locale.replace(/'/g, "''")}'` : '';
        await client.query(`create database "${name.replace(/"/g, '""')}"${withLocale}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

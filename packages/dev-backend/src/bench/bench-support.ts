import { type ChildProcess, spawn } from 'node:child_process';
import { type Agent, request } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBin, startPostgresCluster } from '../database/postgres-cluster.js';
import { packageRoot } from '../paths.js';

/**
 * Runs `node dist/cli.js start` with env (BACKEND_PORT, DATA_DIR, DATABASE_URL) and waits until it
 * answers. Without the Edge Functions unless env turns them on (the alert bench): the insert bench
 * measures the REST API, and thousands of enquiry alerts to a mail server that is not running would
 * only add their retries to the figures.
 */
export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(packageRoot, 'dist', 'cli.js'), 'start'], {
    env: { ...process.env, EDGE_FUNCTIONS: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000; // a fresh PGlite runs initdb first
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${env.BACKEND_PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 180 s');
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface Reply {
  status: number;
  body: string;
}

export function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  key: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function enquiry(email: string): string {
  return JSON.stringify({
    name: 'Bench Visitor',
    email,
    company_size: '10-100',
    services_interested: ['Tax Filing', 'Accounting & Bookkeeping'],
    description: 'We would like a quote for annual bookkeeping and our federal tax filing.',
  });
}

/**
 * Runs `bench` on PostgreSQL 15: DATABASE_URL, else a fresh database `name` in a throwaway cluster of
 * Debian's binaries. Undefined, with a line saying so, when there is neither.
 */
export async function onPostgres(name: string, bench: (url: string) => Promise<boolean>): Promise<boolean | undefined> {
  if (process.env.DATABASE_URL) return bench(process.env.DATABASE_URL);
  try {
    findPostgresBin();
  } catch {
    console.log(`PostgreSQL (${name}) skipped: Debian PostgreSQL binaries not installed and DATABASE_URL not set.`);
    return undefined;
  }
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return await bench(cluster.url(name));
  } finally {
    cluster.stop();
  }
}

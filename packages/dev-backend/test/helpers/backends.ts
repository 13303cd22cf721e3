import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { type DevBackend, startDevBackend } from '../../src/index.js';

export type BackendKind = 'pglite' | 'postgres';
export const backendKinds: BackendKind[] = ['pglite', 'postgres'];

let databaseCounter = 0;

/** A fresh database in the shared test cluster. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl');
  databaseCounter += 1;
  const name = `devbackend_${process.pid}_${Date.now()}_${databaseCounter}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export interface TestBackend extends DevBackend {
  kind: BackendKind;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** A new data folder holding a copy of the run's migrated and seeded PGlite database. */
export function pgliteDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-backend-test-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}

/** Starts the server on a free port with a temporary data folder, on PGlite or on the test cluster. */
export async function startTestBackend(kind: BackendKind, dataDir?: string): Promise<TestBackend> {
  const dir = dataDir ?? (kind === 'pglite' ? pgliteDataDir() : mkdtempSync(join(tmpdir(), 'dev-backend-test-')));
  const databaseUrl = kind === 'postgres' ? await createTestDatabase() : undefined;
  const backend = await startDevBackend({ port: 0, dataDir: dir, databaseUrl, quiet: true });
  return {
    ...backend,
    kind,
    databaseUrl,
    async dispose() {
      await backend.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The unmodified supabase-js client, with the WebSocket transport Node 20 needs. */
export function client(backend: Pick<DevBackend, 'url'>, key: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Raw HTTP against the server with the given key. */
export function rawFetch(backend: Pick<DevBackend, 'url'>, key: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', key);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

/**
 * Requests net.http_post queued that have no answer yet in net._http_response: queued, or being sent by
 * the pg_net stand-in (src/functions/net-worker.ts). With the alert queue empty too, no e-mail is on its way.
 */
export async function pgNetRequestsInFlight(backend: Pick<DevBackend, 'sql'>): Promise<number> {
  const [row] = await backend.sql<{ n: number }>(
    `select (select case when is_called then last_value else 0 end from net.http_request_queue_id_seq)
            - (select count(*) from net._http_response) as n`,
  );
  return Number(row!.n);
}

/// <reference types="node" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevBackend, findPostgresBin, startDevBackend, startPostgresCluster } from '@staycompliant/dev-backend';

export type BackendKind = 'pglite' | 'postgres';

export interface BackendUnderTest {
  kind: BackendKind;
  backend: DevBackend;
  /** POST one row to /rest/v1/<table> with the anon key, as a visitor's browser would. */
  insertAsVisitor(table: string, row: unknown): Promise<{ status: number; body: string }>;
  /** Rows of the table read with the service-role key, newest first. */
  readAsOperator<Row>(table: string, query?: string): Promise<Row[]>;
  rowCount(table: string): Promise<number>;
  dispose(): Promise<void>;
}

/**
 * The local Supabase-compatible server, in this process on a free port with a throwaway data
 * folder: on PGlite, or on a throwaway PostgreSQL cluster whose database uses the C.UTF-8 locale
 * (Unicode case mapping in lower(), as a hosted database has), never on port 54321.
 */
export async function startBackendUnderTest(kind: BackendKind): Promise<BackendUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mfe-contact-backend-'));
  let databaseUrl: string | undefined;
  let stopCluster = () => {};
  if (kind === 'postgres') {
    findPostgresBin();
    const cluster = await startPostgresCluster();
    stopCluster = () => cluster.stop();
    databaseUrl = await cluster.createDatabase('contact_schema', 'C.UTF-8');
  }
  const backend = await startDevBackend({ port: 0, dataDir, databaseUrl, quiet: true });

  const call = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${backend.url}${path}`, {
      ...init,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
    });

  return {
    kind,
    backend,
    async insertAsVisitor(table, row) {
      const response = await call(backend.anonKey, `/rest/v1/${table}`, { method: 'POST', body: JSON.stringify(row) });
      return { status: response.status, body: await response.text() };
    },
    async readAsOperator<Row>(table: string, query = '') {
      const response = await call(backend.serviceRoleKey, `/rest/v1/${table}?select=*&order=created_at.desc${query}`);
      if (response.status !== 200) throw new Error(`Reading ${table} failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as Row[];
    },
    async rowCount(table) {
      const response = await call(backend.serviceRoleKey, `/rest/v1/${table}?select=id&limit=1`, { headers: { prefer: 'count=exact' } });
      const total = response.headers.get('content-range')?.split('/')[1];
      if (response.status >= 300 || total === undefined) throw new Error(`Counting ${table} failed: ${response.status}`);
      return Number(total);
    },
    async dispose() {
      await backend.stop();
      stopCluster();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pgmq } from '@electric-sql/pglite-pgmq';
import pg from 'pg';

interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

/** One connection inside one transaction. */
export interface Queryable {
  /** `final`: nothing follows in this transaction, so PGlite may send COMMIT in the same message. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: { final?: boolean }): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** The HTTP request's headers, names lower-cased, as PostgREST sets them in `request.headers`. */
  headers?: Record<string, string>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction as the database owner (setup, internal bookkeeping). */
  asOwner<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn in one transaction with `role`, `request.jwt.claims` and `request.headers` set locally, so
   * Row Level Security decides. On PGlite (one session) this is the only safe way to run a request.
   */
  asRequest<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const setIdentitySql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true), set_config('request.headers', $4, true)";

function identityParams(identity: RequestIdentity): string[] {
  const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : '';
  return [identity.role, JSON.stringify(identity.claims), sub, JSON.stringify(identity.headers ?? {})];
}

/** A SQL string literal (standard_conforming_strings is on: only quotes need doubling). */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Replaces $n placeholders by literals when every parameter is a string or null; else undefined. */
function inlineParams(sql: string, params: unknown[] | undefined): string | undefined {
  if (!params || params.length === 0) return sql;
  if (!params.every((value) => value === null || (typeof value === 'string' && !value.includes('\0')))) return undefined;
  return sql.replace(/\$(\d+)\b/g, (match, index: string) => {
    const value = params[Number(index) - 1];
    if (value === undefined) return match;
    return value === null ? 'null' : literal(value as string);
  });
}

/** Runs tasks one at a time, in arrival order. */
class FifoLock {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * PGlite is one session, and every extended-protocol query costs several round trips through
 * WebAssembly. Requests are therefore serialised here (FIFO), each in its own transaction, and sent
 * with the simple protocol: parameters inlined as literals, and BEGIN plus the role and claims sent
 * in the same message as the first statement.
 */
class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly lock = new FifoLock();
  constructor(private readonly db: PGlite) {}

  private inTransaction<T>(prefix: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const db = this.db;
    return this.lock.run(async () => {
      let pending: string | undefined = prefix;
      let committed = false;
      const takePrefix = () => {
        const value = pending;
        pending = undefined;
        return value ? `${value}; ` : '';
      };
      const tx: Queryable = {
        async query<Row>(sql: string, params?: unknown[], options?: { final?: boolean }) {
          const inlined = inlineParams(sql, params);
          if (inlined === undefined || committed) {
            const head = takePrefix();
            if (head) await db.exec(head);
            const result = await db.query<Row>(sql, params);
            return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
          }
          const commit = options?.final ? '; commit' : '';
          const results = await db.exec(takePrefix() + inlined + commit);
          committed = commit !== '';
          const last = results[results.length - (commit ? 2 : 1)];
          return { rows: (last?.rows ?? []) as Row[], affectedRows: last?.affectedRows ?? 0 };
        },
        async exec(sql: string) {
          await db.exec(takePrefix() + sql);
        },
      };
      try {
        const result = await fn(tx);
        if (pending === undefined && !committed) await db.exec('commit');
        return result;
      } catch (error) {
        if (pending === undefined && !committed) await db.exec('rollback');
        throw error;
      }
    });
  }

  asOwner<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inTransaction('begin', fn);
  }

  asRequest<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const [role, claims, sub, headers] = identityParams(identity).map(literal);
    return this.inTransaction(
      `begin; select set_config('role', ${role}, true), set_config('request.jwt.claims', ${claims}, true), set_config('request.jwt.claim.sub', ${sub}, true), set_config('request.headers', ${headers}, true)`,
      fn,
    );
  }

  close(): Promise<void> {
    return this.lock.run(() => this.db.close());
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: pg.Pool) {}

  private async inTransaction<T>(fn: (tx: Queryable) => Promise<T>, identity?: RequestIdentity): Promise<T> {
    const client = await this.pool.connect();
    const tx: Queryable = {
      async query<Row>(sql: string, params?: unknown[]) {
        const result = await client.query(sql, params);
        return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    };
    let broken = false;
    try {
      await client.query('begin');
      if (identity) await client.query(setIdentitySql, identityParams(identity));
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  asOwner<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inTransaction(fn);
  }

  asRequest<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inTransaction(fn, identity);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export async function openPglite(dataDir: string): Promise<Database> {
  // Without zero-filling each new 16 MB WAL segment, inserts avoid multi-millisecond stalls.
  // PGlite already runs with fsync off: a commit reaches the OS (it survives kill -9), not the disk.
  // pgmq is there for the enquiry alert's queue (supabase/migrations/*_enquiry_alert_queue.sql), pgcrypto
  // for the HMACs of the visitor key (*_analytics_ingestion.sql) and the flood limits (*_flood_limits.sql);
  // hosted Supabase offers both.
  const db = await PGlite.create({ dataDir, postgresqlconf: ['wal_init_zero = off'], extensions: { pgmq, pgcrypto } });
  return new PgliteDatabase(db);
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Keep timestamps and JSON as PostgreSQL renders them; responses are built as JSON text in SQL anyway.
  const client = await pool.connect();
  client.release();
  return new PostgresDatabase(pool);
}

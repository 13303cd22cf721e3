import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

/** One connection inside one transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction as the database owner (setup, internal bookkeeping). */
  asOwner<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn in one transaction with `role` and `request.jwt.claims` set locally, so Row Level
   * Security decides. On PGlite (one session) this is the only safe way to run a request.
   */
  asRequest<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const setIdentitySql =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)";

function identityParams(identity: RequestIdentity): string[] {
  const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : '';
  return [identity.role, JSON.stringify(identity.claims), sub];
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly db: PGlite) {}

  private wrap(tx: Pick<PGlite, 'query' | 'exec'>): Queryable {
    return {
      async query<Row>(sql: string, params?: unknown[]) {
        const result = await tx.query<Row>(sql, params);
        return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
      },
      async exec(sql: string) {
        await tx.exec(sql);
      },
    };
  }

  asOwner<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(this.wrap(tx)));
  }

  asRequest<T>(identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(setIdentitySql, identityParams(identity));
      return fn(this.wrap(tx));
    });
  }

  close(): Promise<void> {
    return this.db.close();
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
  const db = await PGlite.create({ dataDir });
  return new PgliteDatabase(db);
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Keep timestamps and JSON as PostgreSQL renders them; responses are built as JSON text in SQL anyway.
  const client = await pool.connect();
  client.release();
  return new PostgresDatabase(pool);
}

// A throwaway PostgreSQL holding the schema of supabase/migrations (and of supabase/schemas), for tools
// that read the schema itself (the database types: scripts/build/database-types.mjs; the next migration:
// scripts/build/database-diff.mjs), reached as
// `@staycompliant/dev-backend/migrated-postgres`. Light to import: it loads no PGlite.
import { openPostgres } from './database.js';
import { migrate } from './migrations.js';
import { startPostgresCluster } from './postgres-cluster.js';
import { applySchemaFiles } from './schema-files.js';

export { findPostgresBin } from './postgres-cluster.js';

export interface MigratedPostgres {
  /** postgres://… of the migrated database, as its superuser. */
  url: string;
  /** `postgres (PostgreSQL) 15.x`. */
  version: string;
  /** Runs one statement as the owner and returns its rows. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Closes the connections and removes the cluster. */
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL cluster of its own (Debian's binaries, 15 first, as hosted Supabase runs) and
 * applies what the local server applies at start: the local-only bootstrap (what hosted Supabase
 * provides), every migration, then seed.sql.
 */
export async function startMigratedPostgres(): Promise<MigratedPostgres> {
  const cluster = await startPostgresCluster();
  try {
    const url = await cluster.createDatabase('schema');
    const db = await openPostgres(url);
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    return {
      url,
      version: cluster.version,
      query: (sql) => db.asOwner(async (tx) => (await tx.query(sql)).rows),
      async stop() {
        try {
          await db.close();
        } finally {
          cluster.stop();
        }
      },
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

export interface TwoBuiltDatabases {
  /** postgres://… of the database supabase/migrations build, as its superuser. */
  fromMigrations: string;
  /** postgres://… of the database supabase/schemas build. */
  fromSchemas: string;
  /** Removes the cluster. */
  stop(): void;
}

/**
 * One throwaway cluster holding two databases on the same bootstrap: one built by every migration (and
 * seed.sql), one by the schema files. What differs between them is the next migration.
 */
export async function startTwoBuiltDatabases(): Promise<TwoBuiltDatabases> {
  const cluster = await startPostgresCluster();
  const build = async (name: string, apply: (db: Awaited<ReturnType<typeof openPostgres>>) => Promise<unknown>) => {
    const url = await cluster.createDatabase(name);
    const db = await openPostgres(url);
    try {
      await apply(db);
    } finally {
      await db.close();
    }
    return url;
  };
  try {
    const [fromMigrations, fromSchemas] = await Promise.all([
      build('from_migrations', (db) => migrate(db)),
      build('from_schemas', (db) => applySchemaFiles(db)),
    ]);
    return { fromMigrations, fromSchemas, stop: () => cluster.stop() };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

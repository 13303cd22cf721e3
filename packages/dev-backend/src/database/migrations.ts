import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootstrapSqlPath, supabaseDir } from '../paths.js';
import type { Database } from './database.js';
import { pgmqInstallScript } from './pgmq-script.js';

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Brings the database to the schema of supabase/migrations: the local-only bootstrap (what hosted
 * Supabase provides), then each migration not yet recorded in supabase_migrations.schema_migrations,
 * each in its own transaction, then seed.sql once on a fresh database, as the Supabase CLI does.
 */
/**
 * PGlite loads pgmq as an extension (database.ts) and hosted Supabase offers it; a PostgreSQL without it
 * gets pgmq's own install script as plain SQL in the schema pgmq, once, before the migrations.
 */
async function installPgmqWhereMissing(db: Database): Promise<void> {
  if (db.kind !== 'postgres') return;
  const state = await db.asOwner((tx) =>
    tx.query<{ available: boolean; installed: boolean }>(
      `select exists (select 1 from pg_available_extensions where name = 'pgmq') as available,
              to_regclass('pgmq.meta') is not null as installed`,
    ),
  );
  const { available, installed } = state.rows[0]!;
  if (available || installed) return;
  const { sql } = pgmqInstallScript();
  await db.asOwner((tx) => tx.exec(sql));
}

export async function migrate(db: Database, dir = supabaseDir): Promise<MigrationReport> {
  const bootstrap = await readFile(bootstrapSqlPath, 'utf8');
  await db.asOwner((tx) => tx.exec(bootstrap));
  await installPgmqWhereMissing(db);

  const files = (await readdir(join(dir, 'migrations'))).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const done = await db.asOwner((tx) => tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'));
  const fresh = done.rows.length === 0;
  const doneVersions = new Set(done.rows.map((row) => row.version));
  const applied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || doneVersions.has(version)) continue;
    const sql = await readFile(join(dir, 'migrations', file), 'utf8');
    await db.asOwner(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        rest.join('_'),
        [sql],
      ]);
    });
    applied.push(file);
  }

  let seeded = false;
  if (fresh) {
    const seed = await readFile(join(dir, 'seed.sql'), 'utf8').catch(() => '');
    if (seed.trim()) {
      await db.asOwner((tx) => tx.exec(seed));
      seeded = true;
    }
  }
  return { applied, seeded };
}

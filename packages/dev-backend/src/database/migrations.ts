import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootstrapSqlPath, supabaseDir } from '../paths.js';
import { appliedMigrations, ChangedMigrationsError, changedMigrations, type DatabasePlace } from './changed-migrations.js';
import type { Database } from './database.js';
import { pgmqInstallScript } from './pgmq-script.js';

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

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

/** What hosted Supabase provides before any migration: the local-only bootstrap, and pgmq where the database lacks it. */
export async function applyBootstrap(db: Database): Promise<void> {
  const bootstrap = await readFile(bootstrapSqlPath, 'utf8');
  await db.asOwner((tx) => tx.exec(bootstrap));
  await installPgmqWhereMissing(db);
}

/** supabase/migrations' files, by name in the order they apply, with their text. */
async function migrationFiles(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(join(dir, 'migrations'))).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(dir, 'migrations', name), 'utf8')));
  return new Map(names.map((name, index) => [name, texts[index]!]));
}

/**
 * Brings the database to the schema of supabase/migrations: the local-only bootstrap (what hosted
 * Supabase provides), then each migration not yet recorded in supabase_migrations.schema_migrations,
 * each in its own transaction, then seed.sql once on a fresh database, as the Supabase CLI does.
 * A database whose applied migrations have since changed is refused before anything runs
 * (ChangedMigrationsError, naming `place`): applying the rest on top of it fails halfway.
 */
export async function migrate(db: Database, dir = supabaseDir, place?: DatabasePlace): Promise<MigrationReport> {
  const files = await migrationFiles(dir);
  const done = await appliedMigrations(db);
  const changed = changedMigrations(done, files);
  if (changed.length) throw new ChangedMigrationsError(changed, place);

  await applyBootstrap(db);

  const fresh = done.length === 0;
  const doneVersions = new Set(done.map((row) => row.version));
  const applied: string[] = [];
  for (const [file, sql] of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || doneVersions.has(version)) continue;
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

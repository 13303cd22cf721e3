import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangedMigrationsError, type DatabasePlace } from '../src/database/changed-migrations.js';
import { type Database, openPglite, openPostgres } from '../src/database/database.js';
import { migrate } from '../src/database/migrations.js';
import { freePort } from '../src/database/postgres-cluster.js';
import { packageRoot, supabaseDir } from '../src/paths.js';
import { ensureBuilt } from '../src/server-process.js';
import { backendKinds, createTestDatabase, pgliteDataDir } from './helpers/backends.js';

// A database made by migrations that have since changed (src/database/changed-migrations.ts): a
// migration edited or removed after it was applied stops the start in one line, before anything is
// applied; one added since applies as it always has.

const edited = '20261127120020_analytics_rollups.sql';
const removed = '20261128120100_alert_cap.sql';
const added = '29990101000000_added_later.sql';

/** supabase/ with a copy of the migrations, to change as a working tree changes after its database was made. */
function supabaseCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-backend-supabase-'));
  cpSync(join(supabaseDir, 'migrations'), join(dir, 'migrations'), { recursive: true });
  return dir;
}

describe.each(backendKinds)('a database made by migrations that have since changed, on %s', (kind) => {
  let db: Database;
  let dataDir = '';
  let supabase = '';
  let place: DatabasePlace;
  let refusalOf: (migration: string) => string;

  beforeEach(async () => {
    supabase = supabaseCopy();
    if (kind === 'pglite') {
      dataDir = pgliteDataDir();
      db = await openPglite(join(dataDir, 'pglite'));
      place = { dataDir };
      refusalOf = (migration) =>
        `The local database in ${dataDir} was made by migrations that have since changed (${migration}): delete ${dataDir} to start afresh (its enquiries and logos go with it).`;
    } else {
      db = await openPostgres(await createTestDatabase());
      await migrate(db);
      place = { databaseUrl: true };
      refusalOf = (migration) =>
        `The database at DATABASE_URL was made by migrations that have since changed (${migration}): drop it and create it empty to start afresh (its enquiries and logos go with it).`;
    }
    writeFileSync(join(supabase, 'migrations', added), 'create table public.added_later (id int);\n');
  });
  afterEach(async () => {
    await db?.close();
    rmSync(supabase, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const addedLaterExists = async () =>
    (await db.asOwner((tx) => tx.query<{ exists: boolean }>("select to_regclass('public.added_later') is not null as exists"))).rows[0]!
      .exists;

  it('refuses a migration whose text changed after it was applied, naming it in one line, and applies nothing', async () => {
    appendFileSync(join(supabase, 'migrations', edited), '\n-- edited after the database was made\n');
    const refused = await migrate(db, supabase, place).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChangedMigrationsError);
    expect((refused as ChangedMigrationsError).migrations).toEqual([edited]);
    expect((refused as Error).message).toBe(refusalOf(edited));
    expect(await addedLaterExists()).toBe(false);
  });

  it('refuses a database one of whose applied migrations is gone, naming it in one line, and applies nothing', async () => {
    rmSync(join(supabase, 'migrations', removed));
    const refused = await migrate(db, supabase, place).catch((error: unknown) => error);
    expect((refused as ChangedMigrationsError).migrations).toEqual([removed]);
    expect((refused as Error).message).toBe(refusalOf(removed));
    expect(await addedLaterExists()).toBe(false);
  });

  it('applies a migration added after the database was made, and only that one', async () => {
    const report = await migrate(db, supabase, place);
    expect(report).toEqual({ applied: [added], seeded: false });
    expect(await addedLaterExists()).toBe(true);
  });
});

describe('dev-backend start on a PGlite folder made before a migration was split', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the one line, relative to where it was started, and exits 1', async () => {
    ensureBuilt();
    dataDir = pgliteDataDir();
    // As a folder made before 20261127120000_analytics.sql was split into four recorded it.
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.asOwner(async (tx) => {
      await tx.query("update supabase_migrations.schema_migrations set name = 'analytics' where version = '20261127120000'");
      await tx.query(
        "delete from supabase_migrations.schema_migrations where version in ('20261127120010', '20261127120020', '20261127120030')",
      );
    });
    await db.close();

    const started = spawnSync(process.execPath, [join(packageRoot, 'dist', 'cli.js'), 'start'], {
      cwd: dirname(dataDir),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKEND_PORT: String(await freePort()), EDGE_FUNCTIONS: 'off' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const folder = basename(dataDir);
    expect(started.stdout).toBe('');
    expect(started.stderr).toBe(
      `The local database in ${folder} was made by migrations that have since changed (20261127120000_analytics.sql): delete ${folder} to start afresh (its enquiries and logos go with it).\n`,
    );
    expect(started.status).toBe(1);
  });
});

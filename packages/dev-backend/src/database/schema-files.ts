import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { supabaseDir } from '../paths.js';
import type { Database } from './database.js';
import { applyBootstrap } from './migrations.js';

/**
 * Builds a database from supabase/schemas/ (docs/architecture/backend.md, "The database: schema files and
 * migrations"): the same bootstrap as the migrations, then each schema file in the order of its number,
 * each in its own transaction. Nothing is recorded in supabase_migrations: such a database is only ever
 * compared with one built from the migrations (the schema test, `npm run db:diff`). Returns the files applied.
 */
export async function applySchemaFiles(db: Database, dir = supabaseDir): Promise<string[]> {
  const names = (await readdir(join(dir, 'schemas'))).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  await applyBootstrap(db);
  for (const name of names) {
    const sql = await readFile(join(dir, 'schemas', name), 'utf8');
    try {
      await db.asOwner((tx) => tx.exec(sql));
    } catch (error) {
      throw new Error(`supabase/schemas/${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return names;
}

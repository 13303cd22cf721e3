import { isAbsolute, relative } from 'node:path';
import type { Database } from './database.js';

/** A migration as supabase_migrations.schema_migrations recorded it when it was applied. */
interface AppliedMigration {
  version: string;
  name: string | null;
  /** The file's whole text as applied (migrations.ts records it as the one element of `statements`); null when recorded otherwise. */
  text: string | null;
}

/** Where the database lives, so that a refusal names it and says how to start afresh. */
export type DatabasePlace = { dataDir: string } | { databaseUrl: true };

/**
 * What the database recorded, read before the bootstrap creates anything: nothing on a new database.
 * A record whose `statements` is not this server's one whole text (the Supabase CLI splits a file into
 * statements) is compared by name only.
 */
export async function appliedMigrations(db: Database): Promise<AppliedMigration[]> {
  return db.asOwner(async (tx) => {
    const table = await tx.query<{ present: boolean }>(
      "select to_regclass('supabase_migrations.schema_migrations') is not null as present",
    );
    if (!table.rows[0]?.present) return [];
    const recorded = await tx.query<AppliedMigration>(
      `select version, name, case when cardinality(statements) = 1 then statements[1] end as text
         from supabase_migrations.schema_migrations order by version`,
    );
    return recorded.rows;
  });
}

/**
 * The applied migrations, by file name as applied, whose file is gone (removed, renamed or split) or
 * whose text is no longer the text applied. Files not applied yet are not compared: they apply as usual.
 */
export function changedMigrations(applied: AppliedMigration[], files: ReadonlyMap<string, string>): string[] {
  const changed: string[] = [];
  for (const { version, name, text } of applied) {
    const file = name ? `${version}_${name}.sql` : [...files.keys()].find((each) => each.startsWith(`${version}_`));
    const current = file === undefined ? undefined : files.get(file);
    if (current === undefined || (text !== null && text !== current)) changed.push(file ?? version);
  }
  return changed;
}

/** The folder as the person who started the server can type it: relative to where they are when inside it. */
function shownPath(dir: string): string {
  const fromHere = relative(process.cwd(), dir);
  return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : dir;
}

function refusal(migrations: string[], place: DatabasePlace | undefined): string {
  const changed = `was made by migrations that have since changed (${migrations.join(', ')})`;
  if (place && 'dataDir' in place) {
    const dir = shownPath(place.dataDir);
    return `The local database in ${dir} ${changed}: delete ${dir} to start afresh (its enquiries and logos go with it).`;
  }
  if (place)
    return `The database at DATABASE_URL ${changed}: drop it and create it empty to start afresh (its enquiries and logos go with it).`;
  return `The database ${changed}: start from an empty one.`;
}

/** Start refused, before anything is applied: one line that says what to do, with no stack trace to read. */
export class ChangedMigrationsError extends Error {
  override readonly name = 'ChangedMigrationsError';
  /** What npm start and pnpm dev recognise it by (scripts/run/stack.mjs) to print it as it is. */
  readonly code = 'DEV_BACKEND_MIGRATIONS_CHANGED';
  constructor(
    readonly migrations: string[],
    place?: DatabasePlace,
  ) {
    super(refusal(migrations, place));
  }
}

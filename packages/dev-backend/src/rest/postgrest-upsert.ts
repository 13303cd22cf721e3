import type { Queryable } from '../database/database.js';
import { quoteIdent } from './postgrest-filters.js';

export type Resolution = 'merge-duplicates' | 'ignore-duplicates';

async function primaryKey(tx: Queryable, table: string): Promise<string[]> {
  const result = await tx.query<{ name: string }>(
    `select a.attname::text as name
       from pg_catalog.pg_index i
       join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${quoteIdent(table)}`],
  );
  return result.rows.map((row) => row.name);
}

/**
 * The ON CONFLICT clause PostgREST 12 adds to an insert: only with `Prefer: resolution=…`, on the
 * `on_conflict` columns or else the primary key. PostgreSQL then refuses what cannot be honoured
 * (42P10 without a matching unique index, 42703 for an unknown column, 42501 without UPDATE for a
 * merge), exactly as behind PostgREST. Without a resolution, `on_conflict` is ignored, as there.
 */
export async function conflictClause(
  tx: Queryable,
  table: string,
  resolution: Resolution | undefined,
  onConflict: string | null,
  columns: string[],
): Promise<string> {
  if (!resolution) return '';
  const target = onConflict ? onConflict.split(',').map((name) => name.trim()) : await primaryKey(tx, table);
  const on = `on conflict (${target.map(quoteIdent).join(', ')})`;
  if (resolution === 'ignore-duplicates' || columns.length === 0) return `${on} do nothing`;
  return `${on} do update set ${columns.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ')}`;
}

import type { Database } from '../database/database.js';
import { postgrestError } from './postgrest-errors.js';

/**
 * The tables and columns of the public schema, as PostgREST keeps them in its schema cache. Loaded
 * once; reloaded on a miss, so a table created later (psql on a real PostgreSQL) is found.
 */
export class SchemaCache {
  private tables: Map<string, string[]> | undefined;
  private loading: Promise<Map<string, string[]>> | undefined;

  constructor(private readonly db: Database) {}

  private load(): Promise<Map<string, string[]>> {
    this.loading ??= this.db
      .asOwner((tx) =>
        tx.query<{ relname: string; columns: string[] }>(
          `select c.relname, array_agg(a.attname::text order by a.attnum) as columns
             from pg_catalog.pg_class c
             join pg_catalog.pg_namespace n on n.oid = c.relnamespace
             join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
            where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
            group by c.relname`,
        ),
      )
      .then((result) => {
        this.tables = new Map(result.rows.map((row) => [row.relname, row.columns]));
        return this.tables;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The table's columns, or a 404 PGRST205 as PostgREST answers a table missing from its cache. */
  async columns(table: string): Promise<string[]> {
    const known = this.tables?.get(table) ?? (await this.load()).get(table);
    if (known) return known;
    const names = [...(this.tables?.keys() ?? [])].sort();
    const similar = names.find((name) => name.includes(table) || table.includes(name) || name.slice(0, 4) === table.slice(0, 4));
    throw postgrestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
      null,
      similar ? `Perhaps you meant the table 'public.${similar}'` : null,
    );
  }
}

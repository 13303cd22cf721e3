import { PostgrestError } from './postgrest-errors.js';

/**
 * PostgREST 12's status and Content-Range for a read of `rows` rows from `offset`, with the total
 * when `Prefer: count=exact` asked for it: 206 when the rows returned are fewer than the total, 416
 * (PGRST103) when the offset lies past the total, else 200.
 */
export function readRange(offset: number, rows: number, total: number | undefined): { status: number; contentRange: string } {
  const totalText = total === undefined ? '*' : String(total);
  if (total !== undefined && offset > total) {
    throw new PostgrestError(
      416,
      {
        code: 'PGRST103',
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
        hint: null,
        message: 'Requested range not satisfiable',
      },
      { 'Content-Range': `*/${totalText}` },
    );
  }
  const contentRange = rows > 0 ? `${offset}-${offset + rows - 1}/${totalText}` : `*/${totalText}`;
  return { status: total !== undefined && rows < total ? 206 : 200, contentRange };
}

/** PostgREST 12's Content-Range after PATCH (`0-(n-1)/*`) and DELETE (`*\/*`); the total only with count=exact. */
export function mutationRange(kind: 'update' | 'delete', rows: number, counted: boolean): string {
  const total = counted ? String(rows) : '*';
  return kind === 'update' && rows > 0 ? `0-${rows - 1}/${total}` : `*/${total}`;
}

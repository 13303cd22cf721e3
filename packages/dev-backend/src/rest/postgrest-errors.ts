import type { ApiRole } from '../database/database.js';

/** A PostgREST error body: https://docs.postgrest.org/en/stable/references/errors.html */
export interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    /** Headers PostgREST sends with the error (Content-Range on 416). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function postgrestError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
  return new PostgrestError(status, { code, details, hint, message });
}

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike & { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as DatabaseErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as DatabaseErrorLike).code as string)
  );
}

/** PostgREST's mapping of SQLSTATE to HTTP status. */
function statusForSqlState(code: string, role: ApiRole): number {
  // RAISE SQLSTATE 'PT429' answers HTTP 429: PostgREST's custom status (the flood limits use it).
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) return 500;
  return 400;
}

/** Converts a database error into PostgREST's answer. */
export function fromDatabaseError(error: DatabaseErrorLike & { code: string }, role: ApiRole): PostgrestError {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return new PostgrestError(statusForSqlState(error.code, role), {
    code: error.code,
    details: text(error.detail),
    hint: text(error.hint),
    message: text(error.message) ?? 'Database error',
  });
}

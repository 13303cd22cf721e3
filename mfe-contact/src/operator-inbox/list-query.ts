import { type ServiceId, services } from '@staycompliant/contracts';
import { type EnquiryStatus, isEnquiryStatus } from './enquiry-model';

/** Where a page of a newest-first list starts: the row just before it (`after`) or just after it (`before`). */
export interface Cursor {
  createdAt: string;
  id: string;
}

export interface ListPosition {
  after?: Cursor;
  before?: Cursor;
}

/** What the inbox's URL holds: every filter is in the query string, so a link shares the view. */
export interface EnquiryFilter extends ListPosition {
  status?: EnquiryStatus;
  service?: ServiceId;
  search: string;
}

export interface SubscriberFilter extends ListPosition {
  search: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** `<created_at as the server wrote it>~<id>`: the timestamp travels unparsed, so no microsecond is lost. */
export function formatCursor(cursor: Cursor): string {
  return `${cursor.createdAt}~${cursor.id}`;
}

export function parseCursor(value: string | null): Cursor | undefined {
  if (!value) return undefined;
  const split = value.lastIndexOf('~');
  const createdAt = value.slice(0, split);
  const id = value.slice(split + 1);
  if (
    split < 1 ||
    !isUuid(id) ||
    !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d(:?\d\d)?)$/.test(createdAt) ||
    Number.isNaN(Date.parse(createdAt))
  ) {
    return undefined;
  }
  return { createdAt, id };
}

function readPosition(params: URLSearchParams): ListPosition {
  const after = parseCursor(params.get('after'));
  if (after) return { after };
  const before = parseCursor(params.get('before'));
  return before ? { before } : {};
}

/** A missing or unknown value is no filter, never an error. */
export function readEnquiryFilter(params: URLSearchParams): EnquiryFilter {
  const status = params.get('status');
  const service = params.get('service');
  return {
    ...(isEnquiryStatus(status) ? { status } : {}),
    ...(services.some((known) => known.id === service) ? { service: service as ServiceId } : {}),
    search: (params.get('q') ?? '').trim(),
    ...readPosition(params),
  };
}

export function readSubscriberFilter(params: URLSearchParams): SubscriberFilter {
  return { search: (params.get('q') ?? '').trim(), ...readPosition(params) };
}

/** The same query with some keys changed (undefined or '' removes one); a new filter starts at the first page. */
export function withParams(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function withFilter(params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  return withParams(params, { ...changes, after: undefined, before: undefined });
}

/**
 * A LIKE pattern that matches `term` anywhere: `%`, `_` and `\` are escaped for LIKE, and PostgREST
 * turns every `*` into `%`, so a `*` the operator typed becomes `_` (any one character).
 */
export function containsPattern(term: string): string {
  return `*${term.replace(/[\\%_]/g, (character) => `\\${character}`).replace(/\*/g, '_')}*`;
}

/**
 * A value for PostgREST's `or=(…)` list: double-quoted, with `"` and `\` escaped, so `,` `(` `)`
 * `.` and `:` in it are data, not syntax.
 */
export function quotedValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/** `or=(name.ilike.…,email.ilike.…,description.ilike.…)`: the search over name, e-mail and details. */
export function searchFilter(term: string, columns: readonly string[]): string {
  const value = quotedValue(containsPattern(term));
  return columns.map((column) => `${column}.ilike.${value}`).join(',');
}

/** Rows older than the cursor in newest-first order (created_at desc, id desc). */
export function olderThan(cursor: Cursor): string {
  const at = quotedValue(cursor.createdAt);
  return `created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`;
}

/** Rows newer than the cursor: the previous page, read upwards. */
export function newerThan(cursor: Cursor): string {
  const at = quotedValue(cursor.createdAt);
  return `created_at.gt.${at},and(created_at.eq.${at},id.gt.${cursor.id})`;
}

import type { IncomingMessage } from 'node:http';
import { header } from '../http/http-utils.js';
import { postgrestError } from './postgrest-errors.js';
import type { Resolution } from './postgrest-upsert.js';

// What tables and rpc/ share: the Prefer header, JSON bodies, and answers built as PostgREST builds them.
const jsonType = 'application/json; charset=utf-8';
const singleObjectType = 'application/vnd.pgrst.object+json';

export interface Prefer {
  returnRepresentation: boolean;
  countExact: boolean;
  resolution?: Resolution;
}

export function parsePrefer(req: IncomingMessage): Prefer {
  const prefer = (header(req, 'prefer') ?? '').split(',').map((item) => item.trim().toLowerCase());
  const resolution = (['merge-duplicates', 'ignore-duplicates'] as const).find((value) => prefer.includes(`resolution=${value}`));
  return {
    returnRepresentation: prefer.includes('return=representation'),
    countExact: prefer.includes('count=exact') || prefer.includes('count=planned') || prefer.includes('count=estimated'),
    ...(resolution ? { resolution } : {}),
  };
}

export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

export interface Answer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** Wraps a row source as PostgREST does: the JSON array text and the row count, built by PostgreSQL. */
export function jsonResult(source: string, select: string): string {
  return `select count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body from (select ${select} from ${source}) _postgrest_t`;
}

export function representation(req: IncomingMessage, body: string, count: number, status: number, headers: Record<string, string>): Answer {
  if ((header(req, 'accept') ?? '').includes(singleObjectType)) {
    if (count !== 1) {
      throw postgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${count} rows`);
    }
    const single = JSON.stringify((JSON.parse(body) as unknown[])[0]);
    return { status, body: single, headers: { ...headers, 'Content-Type': `${singleObjectType}; charset=utf-8` } };
  }
  return { status, body, headers: { ...headers, 'Content-Type': jsonType } };
}

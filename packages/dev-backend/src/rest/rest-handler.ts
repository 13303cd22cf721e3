import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable, RequestIdentity } from '../database/database.js';
import { header, readBody, send, sendJson } from '../http/http-utils.js';
import { fromDatabaseError, isDatabaseError, PostgrestError, postgrestError } from './postgrest-errors.js';
import { orderClause, pageRange, quoteIdent, SqlParams, selectList, whereClause } from './postgrest-query.js';
import { mutationRange, readRange } from './postgrest-range.js';
import { type Answer, jsonResult, type Prefer, parseJsonBody, parsePrefer, representation } from './postgrest-response.js';
import { conflictClause } from './postgrest-upsert.js';
import type { SchemaCache } from './schema-cache.js';

function payloadRows(payload: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw postgrestError(400, 'PGRST102', 'All object keys must match');
  }
  return rows as Record<string, unknown>[];
}

function payloadColumns(rows: Record<string, unknown>[], columnsParam: string | null, known: string[], table: string): string[] {
  const names = columnsParam
    ? columnsParam.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) {
    if (!known.includes(name)) {
      throw postgrestError(400, 'PGRST204', `Could not find the '${name}' column of '${table}' in the schema cache`);
    }
  }
  return names;
}

async function handleGet(tx: Queryable, req: IncomingMessage, url: URL, table: string, prefer: Prefer): Promise<Answer> {
  const params = new SqlParams();
  const where = whereClause(url.searchParams, params);
  const { limit, offset } = pageRange(url.searchParams, header(req, 'range'));
  const page = (rows: string) => `(select * from ${rows} ${orderClause(url.searchParams.get('order'))}
    ${limit === undefined ? '' : `limit ${limit}`} offset ${offset}) _source`;
  const target = `public.${quoteIdent(table)}`;
  const select = selectList(url.searchParams.get('select'));
  let row: { n: number; body: string; total?: number };
  if (prefer.countExact && where !== '') {
    // A filtered page and its total in one pass over the matching rows: under RLS no index serves an
    // admin's status filter or search (docs/architecture/backend.md, "The backend"), so two queries would scan the table twice.
    await tx.query(`set local work_mem = '64MB'`);
    const sql = `with _matching as (select * from ${target} ${where})
      select (select count(*)::int from _matching) as total, count(*)::int as n, coalesce(json_agg(_postgrest_t), '[]')::text as body
      from (select ${select} from ${page('_matching')}) _postgrest_t`;
    row = (await tx.query<{ n: number; body: string; total: number }>(sql, params.values)).rows[0] ?? { n: 0, body: '[]', total: 0 };
  } else {
    row = (await tx.query<{ n: number; body: string }>(jsonResult(page(`${target} ${where}`), select), params.values)).rows[0] ?? {
      n: 0,
      body: '[]',
    };
    if (prefer.countExact) {
      const counted = await tx.query<{ n: number }>(`select count(*)::int as n from ${target} ${where}`, params.values);
      row.total = counted.rows[0]?.n ?? 0;
    }
  }
  const { status, contentRange } = readRange(offset, row.n, row.total);
  return representation(req, row.body, row.n, status, { 'Content-Range': contentRange });
}

async function handleInsert(
  tx: Queryable,
  req: IncomingMessage,
  url: URL,
  table: string,
  known: string[],
  prefer: Prefer,
  body: Buffer,
): Promise<Answer> {
  const rows = payloadRows(parseJsonBody(body));
  const columns = payloadColumns(rows, url.searchParams.get('columns'), known, table);
  const params = new SqlParams();
  const target = `public.${quoteIdent(table)}`;
  const list = columns.map(quoteIdent).join(', ');
  const conflict = await conflictClause(tx, table, prefer.resolution, url.searchParams.get('on_conflict'), columns);
  const insert = columns.length
    ? `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json) ${conflict}`
    : `insert into ${target} default values ${conflict}`;
  if (!prefer.returnRepresentation) {
    await tx.query(insert, params.values, { final: true });
    return { status: 201, body: null, headers: { 'Content-Range': '*/*' } };
  }
  const sql = `with _inserted as (${insert} returning *) ${jsonResult('_inserted', selectList(url.searchParams.get('select')))}`;
  const result = await tx.query<{ n: number; body: string }>(sql, params.values);
  const row = result.rows[0] ?? { n: 0, body: '[]' };
  return representation(req, row.body, row.n, 201, { 'Content-Range': `*/${row.n}` });
}

async function handleUpdate(
  tx: Queryable,
  req: IncomingMessage,
  url: URL,
  table: string,
  known: string[],
  prefer: Prefer,
  body: Buffer,
): Promise<Answer> {
  const payload = parseJsonBody(body);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const columns = payloadColumns([payload as Record<string, unknown>], null, known, table);
  if (columns.length === 0) return { status: 204, body: null, headers: { 'Content-Range': '*/*' } };
  const params = new SqlParams();
  const target = `public.${quoteIdent(table)}`;
  const list = columns.map(quoteIdent).join(', ');
  const source = params.add(JSON.stringify(payload));
  const where = whereClause(url.searchParams, params);
  const update = `update ${target} set (${list}) = (select ${list} from json_populate_record(null::${target}, ${source}::json)) ${where}`;
  return mutationAnswer(tx, req, url, 'update', update, prefer, params);
}

async function handleDelete(tx: Queryable, req: IncomingMessage, url: URL, table: string, prefer: Prefer): Promise<Answer> {
  const params = new SqlParams();
  const where = whereClause(url.searchParams, params);
  return mutationAnswer(tx, req, url, 'delete', `delete from public.${quoteIdent(table)} ${where}`, prefer, params);
}

async function mutationAnswer(
  tx: Queryable,
  req: IncomingMessage,
  url: URL,
  kind: 'update' | 'delete',
  statement: string,
  prefer: Prefer,
  params: SqlParams,
): Promise<Answer> {
  if (!prefer.returnRepresentation) {
    const result = await tx.query(statement, params.values);
    return { status: 204, body: null, headers: { 'Content-Range': mutationRange(kind, result.affectedRows, prefer.countExact) } };
  }
  const sql = `with _changed as (${statement} returning *) ${jsonResult('_changed', selectList(url.searchParams.get('select')))}`;
  const result = await tx.query<{ n: number; body: string }>(sql, params.values);
  const row = result.rows[0] ?? { n: 0, body: '[]' };
  return representation(req, row.body, row.n, 200, { 'Content-Range': mutationRange(kind, row.n, prefer.countExact) });
}

/** `/rest/v1/<table>`: the PostgREST subset the site uses, every request in one transaction under its role. */
export async function handleRest(
  db: Database,
  schema: SchemaCache,
  identity: RequestIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  table: string,
): Promise<void> {
  const prefer = parsePrefer(req);
  const method = req.method ?? 'GET';
  try {
    const body = ['POST', 'PATCH', 'PUT'].includes(method) ? await readBody(req) : Buffer.alloc(0);
    const known = await schema.columns(table);
    const answer = await db.asRequest(identity, async (tx) => {
      switch (method) {
        case 'GET':
        case 'HEAD':
          return handleGet(tx, req, url, table, prefer);
        case 'POST':
          return handleInsert(tx, req, url, table, known, prefer, body);
        case 'PATCH':
          return handleUpdate(tx, req, url, table, known, prefer, body);
        case 'DELETE':
          return handleDelete(tx, req, url, table, prefer);
        default:
          throw postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
    });
    send(res, answer.status, method === 'HEAD' ? null : answer.body, answer.headers);
  } catch (error) {
    const failure = error instanceof PostgrestError ? error : isDatabaseError(error) ? fromDatabaseError(error, identity.role) : null;
    if (!failure) throw error;
    sendJson(res, failure.status, failure.body, failure.headers);
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable, RequestIdentity } from '../database/database.js';
import { header, readBody, send, sendJson } from '../http/http-utils.js';
import { fromDatabaseError, isDatabaseError, PostgrestError, postgrestError } from './postgrest-errors.js';
import { orderClause, pageRange, quoteIdent, SqlParams, selectList, whereClause } from './postgrest-query.js';
import { readRange } from './postgrest-range.js';
import { type Answer, jsonResult, type Prefer, parseJsonBody, parsePrefer, representation } from './postgrest-response.js';

interface FunctionInfo {
  inNames: string[];
  inTypes: string[];
  required: number;
  returnsRows: boolean;
}

/** The public functions of that name, with their input parameters (as PostgREST's schema cache holds them). */
async function overloads(tx: Queryable, name: string): Promise<FunctionInfo[]> {
  const result = await tx.query<{ names: string[]; modes: string[]; types: string[]; defaults: number; returns_rows: boolean }>(
    `select coalesce(p.proargnames, '{}')::text[] as names, coalesce(p.proargmodes::text[], '{}') as modes,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) with ordinality as a(t, i) order by i) as types,
            p.pronargdefaults::int as defaults, p.proretset or t.typtype = 'c' or p.prorettype = 'record'::regtype as returns_rows
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return result.rows.map((row) => {
    const inNames = row.modes.length ? row.names.filter((_, index) => ['i', 'b', 'v'].includes(row.modes[index] ?? 'i')) : row.names;
    return { inNames, inTypes: row.types, required: row.types.length - row.defaults, returnsRows: row.returns_rows };
  });
}

function notFound(name: string, keys: string[], method: string): PostgrestError {
  const sorted = [...keys].sort();
  const withKeys = sorted.length ? `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : 'without parameters';
  const jsonAlternative = method === 'GET' ? '' : ' or with a single unnamed json/jsonb parameter';
  return postgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name} ${withKeys}${jsonAlternative}, but no matches were found in the schema cache.`,
  );
}

/** Named arguments: the JSON object of a POST, or (GET) the query parameters named like a parameter of the function. */
function findCall(candidates: FunctionInfo[], args: Record<string, unknown>): FunctionInfo | undefined {
  const keys = Object.keys(args);
  return candidates.find(
    (fn) => keys.every((key) => fn.inNames.includes(key)) && fn.inNames.slice(0, fn.required).every((name) => keys.includes(name)),
  );
}

async function callFunction(tx: Queryable, req: IncomingMessage, url: URL, name: string, prefer: Prefer, body: Buffer): Promise<Answer> {
  const method = req.method ?? 'GET';
  const candidates = await overloads(tx, name);
  let args: Record<string, unknown>;
  const filters = new URLSearchParams(url.searchParams);
  if (method === 'GET' || method === 'HEAD') {
    const names = new Set(candidates.flatMap((fn) => fn.inNames));
    const reserved = new Set(['select', 'order', 'limit', 'offset', 'apikey']);
    const keys = [...url.searchParams.keys()].filter(
      (key) => !reserved.has(key) && (names.has(key) || (!/^(not\.)?(and|or)$/.test(key) && !url.searchParams.get(key)?.includes('.'))),
    );
    args = Object.fromEntries(keys.map((key) => [key, url.searchParams.get(key)]));
    for (const key of keys) filters.delete(key);
  } else {
    const payload = body.length === 0 ? {} : parseJsonBody(body);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      throw postgrestError(400, 'PGRST102', 'Empty or invalid json');
    args = payload as Record<string, unknown>;
  }
  const fn = findCall(candidates, args);
  if (!fn) throw notFound(name, Object.keys(args), method);

  const params = new SqlParams();
  const used = fn.inNames.filter((argName) => argName in args);
  const argSource =
    used.length === 0
      ? ''
      : `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${used
          .map((argName) => `${quoteIdent(argName)} ${fn.inTypes[fn.inNames.indexOf(argName)]}`)
          .join(', ')})`;
  const call = `public.${quoteIdent(name)}(${used.map((argName) => `${quoteIdent(argName)} := (select ${quoteIdent(argName)} from ${argSource})`).join(', ')})`;
  if (!fn.returnsRows) {
    const result = await tx.query<{ body: string }>(`select to_json(${call})::text as body`, params.values);
    return { status: 200, body: result.rows[0]?.body ?? 'null', headers: { 'Content-Type': 'application/json; charset=utf-8' } };
  }
  const where = whereClause(filters, params);
  const { limit, offset } = pageRange(filters, header(req, 'range'));
  const rows = `(select * from ${call} _rpc ${where})`;
  const page = `(select * from ${rows} _rows ${orderClause(filters.get('order'))} ${limit === undefined ? '' : `limit ${limit}`} offset ${offset}) _page`;
  const result = await tx.query<{ n: number; body: string }>(jsonResult(page, selectList(filters.get('select'))), params.values);
  const row = result.rows[0] ?? { n: 0, body: '[]' };
  let total: number | undefined;
  if (prefer.countExact) {
    total = (await tx.query<{ n: number }>(`select count(*)::int as n from ${rows} _rows`, params.values)).rows[0]?.n ?? 0;
  }
  const { status, contentRange } = readRange(offset, row.n, total);
  return representation(req, row.body, row.n, status, { 'Content-Range': contentRange });
}

/** `/rest/v1/rpc/<function>`: a public function called with named arguments, under the request's role. */
export async function handleRpc(
  db: Database,
  identity: RequestIdentity,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  name: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw postgrestError(405, 'PGRST101', 'Only GET, HEAD or POST are allowed for rpc');
    const body = method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    const prefer = parsePrefer(req);
    const answer = await db.asRequest(identity, (tx) => callFunction(tx, req, url, name, prefer, body));
    send(res, answer.status, method === 'HEAD' ? null : answer.body, answer.headers);
  } catch (error) {
    const failure = error instanceof PostgrestError ? error : isDatabaseError(error) ? fromDatabaseError(error, identity.role) : null;
    if (!failure) throw error;
    sendJson(res, failure.status, failure.body, failure.headers);
  }
}

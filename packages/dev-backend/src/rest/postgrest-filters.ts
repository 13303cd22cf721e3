import { postgrestError } from './postgrest-errors.js';
import type { Filter, LogicTree } from './postgrest-filter-types.js';
import { parseLogicTree } from './postgrest-logic-tree.js';

/** Builds SQL fragments with positional parameters. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const comparison: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const patterns: Record<string, string> = { like: 'like', match: '~', imatch: '~*' };
const arrays: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&' };

/** `[not.]op.value` as it follows a column name; `in` lists are parsed by the caller's grammar. */
function splitOperator(expression: string): { negate: boolean; operator: string; value: string } {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  return { negate, operator: dot === -1 ? rest : rest.slice(0, dot), value: dot === -1 ? '' : rest.slice(dot + 1) };
}

/** `(a,"b,c",d)` as at the top level of a query string: elements may be double-quoted. */
export function parseList(value: string, context: string): string[] {
  const inner = value.match(/^\((.*)\)$/s)?.[1];
  if (inner === undefined) throw postgrestError(400, 'PGRST100', `"failed to parse filter (${context})"`);
  if (inner === '') return [];
  const items: string[] = [];
  const element = /\s*(?:"((?:[^"\\]|\\.)*)"(?=\s*(?:,|$))|([^,]*))\s*(,|$)/gy;
  while (element.lastIndex < inner.length) {
    const match = element.exec(inner);
    if (match === null) break;
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim());
    if (match[3] === '') break;
  }
  return items;
}

function filterSql(filter: Filter, params: SqlParams): string {
  const col = quoteIdent(filter.column);
  const { operator, value } = filter;
  let sql: string;
  if (operator in comparison) {
    sql = `${col} ${comparison[operator]} ${params.add(value)}`;
  } else if (operator === 'ilike') {
    // Exactly what ILIKE does in a UTF-8 database (lower() both sides, then LIKE), with the pattern
    // lowered once instead of once per row (docs/architecture/backend.md, "The backend").
    sql = `lower(${col}::text) like lower(${params.add((value as string).replace(/\*/g, '%'))}::text)`;
  } else if (operator in patterns) {
    const pattern = operator === 'like' ? (value as string).replace(/\*/g, '%') : value;
    sql = `${col}::text ${patterns[operator]} ${params.add(pattern)}`;
  } else if (operator === 'is') {
    const keyword = (value as string).toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(keyword)) {
      throw postgrestError(400, 'PGRST100', `"failed to parse filter (is.${value})"`);
    }
    sql = `${col} is ${keyword}`;
  } else if (operator === 'isdistinct') {
    sql = `${col} is distinct from ${params.add(value)}`;
  } else if (operator in arrays) {
    sql = `${col} ${arrays[operator]} ${params.add(value)}`;
  } else if (operator === 'in') {
    sql = `${col}::text = any(${params.add(value)}::text[])`;
  } else {
    throw postgrestError(400, 'PGRST100', `"failed to parse filter (${operator}.${String(value)})"`, `unknown operator "${operator}"`);
  }
  return filter.negate ? `not (${sql})` : sql;
}

function treeSql(tree: LogicTree, params: SqlParams): string {
  const parts = tree.children.map((child) => ('joiner' in child ? treeSql(child, params) : filterSql(child, params)));
  const joined = `(${parts.join(` ${tree.joiner} `)})`;
  return tree.negate ? `not ${joined}` : joined;
}

/** Query parameters that are not column filters. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

/** Column filters and logic trees (`or=`, `and=`, `not.or=`, `not.and=`), all joined with AND as PostgREST does. */
export function whereClause(searchParams: URLSearchParams, params: SqlParams): string {
  const conditions: string[] = [];
  for (const [key, value] of searchParams) {
    if (reserved.has(key)) continue;
    const logic = key.match(/^(not\.)?(and|or)$/);
    if (logic) {
      conditions.push(treeSql(parseLogicTree(value, logic[2] as 'and' | 'or', logic[1] !== undefined), params));
      continue;
    }
    if (key.includes('.')) {
      throw postgrestError(
        400,
        'PGRST100',
        `"failed to parse filter (${value})"`,
        'Embedded filters are not supported by the local server',
      );
    }
    const { negate, operator, value: raw } = splitOperator(value);
    conditions.push(filterSql({ column: key, negate, operator, value: operator === 'in' ? parseList(raw, value) : raw }, params));
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

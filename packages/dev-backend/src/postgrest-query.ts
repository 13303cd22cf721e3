import { postgrestError } from './postgrest-errors.js';

/** Query parameters that are not column filters. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Builds SQL fragments with positional parameters. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `select=*` or `select=a,alias:b,c::text` (no resource embedding). */
export function selectList(select: string | null): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  return select
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      if (item === '*') return '*';
      if (item.includes('(')) {
        throw postgrestError(400, 'PGRST100', `"failed to parse select parameter (${select})"`, 'Resource embedding is not supported by the local server');
      }
      const [aliasPart, rest] = item.includes(':') && !item.includes('::') ? item.split(':', 2) : [undefined, item];
      const [column, cast] = (rest ?? item).split('::', 2) as [string, string | undefined];
      if (cast !== undefined && !/^[a-z_][a-z0-9_ []*$/i.test(cast)) {
        throw postgrestError(400, 'PGRST100', `"failed to parse select parameter (${select})"`);
      }
      const expression = cast ? `${quoteIdent(column)}::${cast}` : quoteIdent(column);
      const alias = aliasPart ?? (cast ? column : undefined);
      return alias ? `${expression} as ${quoteIdent(alias)}` : expression;
    })
    .join(', ');
}

const comparison: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function parseList(value: string): string[] {
  const inner = value.match(/^\((.*)\)$/)?.[1];
  if (inner === undefined) throw postgrestError(400, 'PGRST100', `"failed to parse filter (in.${value})"`);
  if (inner === '') return [];
  return inner.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
}

function filterCondition(column: string, expression: string, params: SqlParams): string {
  let negate = false;
  let rest = expression;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  const col = quoteIdent(column);
  let sql: string;
  if (operator in comparison) {
    sql = `${col} ${comparison[operator]} ${params.add(value)}`;
  } else if (operator === 'like' || operator === 'ilike') {
    sql = `${col}::text ${operator} ${params.add(value.replace(/\*/g, '%'))}`;
  } else if (operator === 'is') {
    const keyword = value.toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(keyword)) {
      throw postgrestError(400, 'PGRST100', `"failed to parse filter (is.${value})"`);
    }
    sql = `${col} is ${keyword}`;
  } else if (operator === 'cs' || operator === 'cd') {
    sql = `${col} ${operator === 'cs' ? '@>' : '<@'} ${params.add(value)}`;
  } else if (operator === 'in') {
    sql = `${col}::text = any(${params.add(parseList(value))}::text[])`;
  } else {
    throw postgrestError(400, 'PGRST100', `"failed to parse filter (${expression})"`, `unknown operator "${operator}"`);
  }
  return negate ? `not (${sql})` : sql;
}

/** `col=op.value` filters, joined with AND. */
export function whereClause(searchParams: URLSearchParams, params: SqlParams): string {
  const conditions: string[] = [];
  for (const [key, value] of searchParams) {
    if (reserved.has(key)) continue;
    if (key === 'or' || key === 'and' || key.includes('.')) {
      throw postgrestError(400, 'PGRST100', `"failed to parse logic tree (${value})"`, 'Logic trees and embedded filters are not supported by the local server');
    }
    conditions.push(filterCondition(key, value, params));
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}

/** `order=a.desc.nullslast,b` */
export function orderClause(order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column) throw postgrestError(400, 'PGRST100', `"failed to parse order (${order})"`);
    const parts = [quoteIdent(column)];
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') parts.push(modifier);
      else if (modifier === 'nullsfirst') parts.push('nulls first');
      else if (modifier === 'nullslast') parts.push('nulls last');
      else throw postgrestError(400, 'PGRST100', `"failed to parse order (${order})"`);
    }
    return parts.join(' ');
  });
  return `order by ${terms.join(', ')}`;
}

function nonNegativeInt(value: string | null | undefined, name: string): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw postgrestError(400, 'PGRST100', `"failed to parse ${name} (${value})"`);
  return Number(value);
}

/** limit/offset from the query string or a `Range: from-to` header. */
export function pageRange(searchParams: URLSearchParams, range: string | undefined): { limit?: number; offset: number } {
  let limit = nonNegativeInt(searchParams.get('limit'), 'limit');
  let offset = nonNegativeInt(searchParams.get('offset'), 'offset') ?? 0;
  const match = range?.match(/^(\d+)-(\d*)$/);
  if (match && searchParams.get('limit') === null && searchParams.get('offset') === null) {
    offset = Number(match[1]);
    if (match[2]) limit = Number(match[2]) - offset + 1;
  }
  return limit === undefined ? { offset } : { limit, offset };
}

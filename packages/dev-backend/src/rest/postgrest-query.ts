import { postgrestError } from './postgrest-errors.js';
import { quoteIdent } from './postgrest-filters.js';

export { quoteIdent, SqlParams, whereClause } from './postgrest-filters.js';

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
        throw postgrestError(
          400,
          'PGRST100',
          `"failed to parse select parameter (${select})"`,
          'Resource embedding is not supported by the local server',
        );
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

import { describe, expect, it } from 'vitest';
import { parseList, SqlParams, whereClause } from '../src/rest/postgrest-filters.js';
import { parseLogicTree } from '../src/rest/postgrest-logic-tree.js';

function where(query: string) {
  const params = new SqlParams();
  return { sql: whereClause(new URLSearchParams(query), params), values: params.values };
}

describe('PostgREST logic trees', () => {
  it('parses nested and(), not. forms, quoted values and in-lists', () => {
    expect(parseLogicTree('(a.eq.1,and(b.eq.2,c.not.lt.3),not.or(d.is.null,e.in.(x,"y,z")))', 'or', false)).toEqual({
      negate: false,
      joiner: 'or',
      children: [
        { column: 'a', negate: false, operator: 'eq', value: '1' },
        {
          negate: false,
          joiner: 'and',
          children: [
            { column: 'b', negate: false, operator: 'eq', value: '2' },
            { column: 'c', negate: true, operator: 'lt', value: '3' },
          ],
        },
        {
          negate: true,
          joiner: 'or',
          children: [
            { column: 'd', negate: false, operator: 'is', value: 'null' },
            { column: 'e', negate: false, operator: 'in', value: ['x', 'y,z'] },
          ],
        },
      ],
    });
  });

  it('unquotes a double-quoted value with backslash escapes, and keeps a quote that does not end the value', () => {
    const tree = parseLogicTree('(name.ilike."*a,(b)\\"c\\\\*",email.eq.x"y)', 'or', false);
    expect(tree.children).toEqual([
      { column: 'name', negate: false, operator: 'ilike', value: '*a,(b)"c\\*' },
      { column: 'email', negate: false, operator: 'eq', value: 'x"y' },
    ]);
  });

  it('keeps an array literal with commas as one value', () => {
    expect(parseLogicTree('(tags.cs.{a,b})', 'and', false).children).toEqual([
      { column: 'tags', negate: false, operator: 'cs', value: '{a,b}' },
    ]);
  });

  it.each(['', '()', '(a.eq.1', 'a.eq.1', '(a.eq.1))', '(a)', '(and(a.eq.1)', '(a.in.())'])('refuses %j with PGRST100', (value) => {
    expect(() => parseLogicTree(value, 'or', false)).toThrowError(
      expect.objectContaining({ body: expect.objectContaining({ code: 'PGRST100' }) }),
    );
  });

  it('joins every filter and every tree with AND, as PostgREST does', () => {
    const { sql, values } = where('status=eq.new&or=(name.ilike.*a*,email.ilike.*a*)&or=(created_at.lt.t,and(created_at.eq.t,id.lt.i))');
    expect(sql).toBe(
      'where "status" = $1 and (lower("name"::text) like lower($2::text) or lower("email"::text) like lower($3::text)) and ("created_at" < $4 or ("created_at" = $5 and "id" < $6))',
    );
    expect(values).toEqual(['new', '%a%', '%a%', 't', 't', 'i']);
    expect(where('not.and=(a.eq.1,b.eq.2)').sql).toBe('where not ("a" = $1 and "b" = $2)');
  });
});

describe('in-lists at the top level', () => {
  it('unquotes elements', () => {
    expect(parseList('(a,"b,c", d)', 'in.(a,"b,c", d)')).toEqual(['a', 'b,c', 'd']);
  });
});

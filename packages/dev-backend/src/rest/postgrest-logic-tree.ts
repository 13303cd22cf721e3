import { postgrestError } from './postgrest-errors.js';
import type { Filter, LogicTree } from './postgrest-filter-types.js';

/**
 * PostgREST 12's logic-tree grammar (`or=(…)` values), parsed by hand as the rest of the query
 * string is (docs/architecture/backend.md, "The backend"): nodes are separated by commas; a node is a nested
 * `[not.]and(…)`/`[not.]or(…)` or a filter `column.[not.]op.value`. A value is double-quoted (a
 * backslash escapes the next character; the closing quote must end the value), a `{…}` array
 * literal, or anything up to the next `,` or `)`. `in` takes a parenthesised list of such values.
 */
/** Every operator PostgREST 12 parses; the local server answers the ones in postgrest-filters.ts. */
const operators = new Set(
  'eq gte gt lte lt neq like ilike in is isdistinct cs cd ov sl sr nxr nxl adj fts plfts phfts wfts match imatch'.split(' '),
);

class Parser {
  pos = 0;
  constructor(
    private readonly text: string,
    private readonly failAt: (pos: number) => never,
  ) {}

  private fail(): never {
    return this.failAt(this.pos);
  }

  private peek(): string | undefined {
    return this.text[this.pos];
  }

  private expect(char: string): void {
    if (this.text[this.pos] !== char) this.fail();
    this.pos += 1;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  /** `(node,node,…)` */
  children(): (Filter | LogicTree)[] {
    this.expect('(');
    const nodes = [this.node()];
    while (this.peek() === ',') {
      this.pos += 1;
      nodes.push(this.node());
    }
    this.expect(')');
    return nodes;
  }

  private node(): Filter | LogicTree {
    const group = /(not\.)?(and|or)\(/y;
    group.lastIndex = this.pos;
    const match = group.exec(this.text);
    if (match) {
      this.pos += match[0].length - 1;
      return { negate: match[1] !== undefined, joiner: match[2] as 'and' | 'or', children: this.children() };
    }
    return this.filter();
  }

  private filter(): Filter {
    const column = this.until(/[^.,()"]*/y);
    if (column === '') this.fail();
    this.expect('.');
    const negate = this.text.startsWith('not.', this.pos);
    if (negate) this.pos += 4;
    const start = this.pos;
    const operator = this.until(/[a-z]*/y);
    if (!operators.has(operator)) this.failAt(start);
    this.expect('.');
    const value = operator === 'in' ? this.list() : this.value();
    return { column, negate, operator, value };
  }

  private quoted(): string | undefined {
    const quoted = /"((?:[^"\\]|\\.)*)"(?=[,)])/y;
    quoted.lastIndex = this.pos;
    const match = quoted.exec(this.text);
    if (!match) return undefined;
    this.pos += match[0].length;
    return match[1]!.replace(/\\(.)/g, '$1');
  }

  private until(stop: RegExp): string {
    stop.lastIndex = this.pos;
    const match = stop.exec(this.text)!;
    this.pos += match[0].length;
    return match[0];
  }

  private value(): string {
    const quoted = this.quoted();
    if (quoted !== undefined) return quoted;
    if (this.peek() === '{') {
      const array = /\{[^{}]*\}/y;
      array.lastIndex = this.pos;
      if (array.test(this.text)) return this.until(/\{[^{}]*\}/y);
    }
    return this.until(/[^,)]*/y);
  }

  private list(): string[] {
    this.expect('(');
    const items: string[] = [];
    if (this.peek() === ')') this.fail();
    for (;;) {
      items.push(this.quoted() ?? this.until(/[^,)]*/y));
      if (this.peek() !== ',') break;
      this.pos += 1;
    }
    this.expect(')');
    return items;
  }
}

/**
 * The value of an `or=`/`and=` query parameter (with `not.` in the key when negate). A parse error
 * is PGRST100 with PostgREST's message, whose column counts from the start of the key.
 */
export function parseLogicTree(value: string, joiner: 'and' | 'or', negate: boolean): LogicTree {
  const keyLength = (negate ? 'not.' : '').length + joiner.length;
  const failAt = (pos: number): never => {
    const unexpected = pos >= value.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(value[pos])}`;
    throw postgrestError(400, 'PGRST100', `"failed to parse logic tree (${value})" (line 1, column ${keyLength + pos + 1})`, unexpected);
  };
  const parser = new Parser(value, failAt);
  const children = parser.children();
  if (!parser.done) failAt(parser.pos);
  return { negate, joiner, children };
}

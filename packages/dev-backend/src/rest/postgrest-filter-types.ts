// What filters parse to: postgrest-filters.ts reads plain `column=…` parameters into them,
// postgrest-logic-tree.ts reads `or=`/`and=` values, and postgrest-filters.ts turns both into SQL.

/** One `column=[not.]operator.value` filter, its value already unquoted (a list for `in`). */
export interface Filter {
  column: string;
  negate: boolean;
  operator: string;
  value: string | string[];
}

/** A logic tree (`or=(…)`, `and=(…)`, nested `and(…)`, `not.or(…)`): filters joined with AND or OR. */
export interface LogicTree {
  negate: boolean;
  joiner: 'and' | 'or';
  children: (Filter | LogicTree)[];
}

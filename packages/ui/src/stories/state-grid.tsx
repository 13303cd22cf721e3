import type * as React from 'react';

const interactionStates = ['rest', 'hover', 'focus-visible', 'pressed', 'disabled'] as const;
export type InteractionState = (typeof interactionStates)[number];

/*
 * storybook-addon-pseudo-states rewrites every :hover, :focus-visible and :active rule so that it also
 * applies inside an element with its `pseudo-*-all` class: a cell shows the state without a mouse or a
 * keyboard, in the browser and in the story's screenshot. A pointer that presses also hovers.
 */
const forcedPseudoStates: Record<InteractionState, string> = {
  rest: '',
  hover: 'pseudo-hover-all',
  'focus-visible': 'pseudo-focus-visible-all',
  pressed: 'pseudo-hover-all pseudo-active-all',
  disabled: '',
};

const stateLabels: Record<InteractionState, string> = {
  rest: 'Rest',
  hover: 'Hover',
  'focus-visible': 'Focus visible',
  pressed: 'Pressed',
  disabled: 'Disabled',
};

export type GridRow<Column extends string> = {
  label: string;
  render: (column: Column) => React.ReactNode;
};

type ComponentGridProps<Column extends string> = {
  caption: string;
  columns: readonly Column[];
  rows: GridRow<NoInfer<Column>>[];
  columnLabel?: (column: NoInfer<Column>) => string;
  cellClassName?: (column: NoInfer<Column>) => string;
};

/** A component laid out in rows (a variant, a tone) by columns (a size, a state): one screenshot for all. */
export function ComponentGrid<Column extends string>({
  caption,
  columns,
  rows,
  columnLabel = (column) => column,
  cellClassName,
}: ComponentGridProps<Column>) {
  return (
    <table className="border-separate border-spacing-x-4 border-spacing-y-3 text-left">
      <caption className="pb-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <thead>
        <tr>
          <td />
          {columns.map((column) => (
            <th key={column} scope="col" className="text-sm font-medium text-muted-foreground">
              {columnLabel(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="pr-2 text-sm font-medium text-navy-900">
              {row.label}
            </th>
            {columns.map((column) => (
              <td key={column} className="align-middle">
                <div className={cellClassName?.(column)} data-column={column}>
                  {row.render(column)}
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each row in every interaction state; `render('disabled')` is the cell to disable. */
export function StateGrid({
  caption,
  rows,
  states = interactionStates,
}: {
  caption: string;
  rows: GridRow<InteractionState>[];
  states?: readonly InteractionState[];
}) {
  return (
    <ComponentGrid
      caption={caption}
      columns={states}
      rows={rows}
      columnLabel={(state) => stateLabels[state]}
      cellClassName={(state) => forcedPseudoStates[state]}
    />
  );
}

import { cn } from '@staycompliant/ui';

export interface TableRow {
  key: string;
  cells: string[];
}

/**
 * A table that scrolls inside its own box, so a long path never widens the page at 375 px (where
 * narrower cells let three columns fit without scrolling). The
 * first column is text; the others are counts, right-aligned with tabular figures.
 */
export function ScrollingTable({
  caption,
  columns,
  rows,
  captionHidden = true,
}: {
  caption: string;
  columns: string[];
  rows: TableRow[];
  captionHidden?: boolean;
}) {
  return (
    <section
      // A box that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
      tabIndex={0}
      aria-label={caption}
      className="max-w-full overflow-x-auto rounded-control border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table className="w-full text-left text-sm">
        <caption className={cn(captionHidden ? 'sr-only' : 'px-3 py-2 text-left font-semibold text-navy-900')}>{caption}</caption>
        <thead className="bg-muted text-navy-900">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={cn('px-2 py-2 font-semibold whitespace-nowrap sm:px-3', index > 0 && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border align-top">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={columns[index]}
                    scope="row"
                    className="max-w-80 min-w-24 px-2 py-2 font-normal wrap-anywhere sm:min-w-32 sm:px-3"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]} className="px-2 py-2 text-right whitespace-nowrap tabular-nums sm:px-3">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

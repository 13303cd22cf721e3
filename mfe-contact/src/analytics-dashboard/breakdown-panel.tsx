import { breakdownRows, type Dimension } from './analytics-backend';
import { formatCount } from './comparison';
import { DashboardPanel, QueryStates } from './dashboard-panel';
import type { DateRange } from './date-range';
import { dimensionColumns, dimensionTitles, emptyValueLabels } from './dimension-titles';
import { ScrollingTable } from './scrolling-table';
import { useBreakdown } from './use-analytics';

/** One breakdown (top pages, referrers, devices…): its first rows by visitors. */
export function BreakdownPanel({ range, dimension }: { range: DateRange; dimension: Dimension }) {
  const breakdown = useBreakdown(range, dimension);
  const title = dimensionTitles[dimension];
  return (
    <DashboardPanel title={title}>
      <QueryStates query={breakdown} what={title.toLowerCase()}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">None in this range.</p>
          ) : (
            <ScrollingTable
              caption={`${title}, the first ${breakdownRows} by visitors`}
              columns={[dimensionColumns[dimension], 'Visitors', 'Page views']}
              rows={rows.map((row) => ({
                key: row.value,
                cells: [row.value || emptyValueLabels[dimension], formatCount(row.visitors), formatCount(row.pageviews)],
              }))}
            />
          )
        }
      </QueryStates>
    </DashboardPanel>
  );
}

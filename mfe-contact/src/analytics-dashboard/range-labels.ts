import type { RangePreset } from './date-range';

export const presetLabels: Record<RangePreset, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  '12m': '12 months',
  custom: 'Custom',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Today", "Last 7 days", "Nov 1 – Nov 26, 2026" (a custom range, by its first and last day). */
export function rangeLabel(preset: RangePreset, start: Date, lastDay: Date): string {
  if (preset === 'today') return 'Today';
  if (preset !== 'custom') return `Last ${presetLabels[preset]}`;
  return start.getTime() === lastDay.getTime() ? dayFormat.format(start) : dayFormat.formatRange(start, lastDay);
}

/** What the numbers are compared with: "yesterday", "the previous 7 days". */
export function previousLabel(preset: RangePreset, days: number): string {
  if (preset === 'today') return 'yesterday';
  if (preset === '12m') return 'the previous 12 months';
  return days === 1 ? 'the day before' : `the previous ${days} days`;
}

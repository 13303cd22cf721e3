import type { Totals } from './analytics-backend';

export type SeriesMetric = keyof Totals;

/**
 * The chart's lines, told apart by colour and by dash (never colour alone). Each colour is a kit
 * token with 3:1 or more against the white panel (WCAG 1.4.11): primary, accent-strong, success.
 */
export const seriesStyles: readonly { metric: SeriesMetric; label: string; colour: string; dash: number[] }[] = [
  { metric: 'visitors', label: 'Visitors', colour: '#1d4ed8', dash: [] },
  { metric: 'pageviews', label: 'Page views', colour: '#b45309', dash: [8, 4] },
  { metric: 'enquiries', label: 'Enquiries (right axis)', colour: '#15803d', dash: [2, 3] },
];

/** Axis text (muted-foreground) and grid lines (border). */
export const axisColour = '#475569';
export const gridColour = '#dbe2ea';

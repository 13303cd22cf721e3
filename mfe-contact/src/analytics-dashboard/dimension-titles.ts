import type { Dimension, DropRow } from './analytics-backend';

/** Each breakdown's table title, and the heading of its first column. */
export const dimensionTitles: Record<Dimension, string> = {
  page: 'Top pages',
  entry_page: 'Entry pages',
  referrer: 'Referrers',
  utm_source: 'UTM sources',
  device: 'Devices',
  browser: 'Browsers',
  os: 'Operating systems',
};

export const dimensionColumns: Record<Dimension, string> = {
  page: 'Page',
  entry_page: 'Entry page',
  referrer: 'Referrer',
  utm_source: 'UTM source',
  device: 'Device',
  browser: 'Browser',
  os: 'OS',
};

/** What an empty value means in each breakdown (a visit with no referrer is a direct one). */
export const emptyValueLabels: Record<Dimension, string> = {
  page: '(unknown)',
  entry_page: '(unknown)',
  referrer: 'Direct / none',
  utm_source: '(none)',
  device: '(unknown)',
  browser: '(unknown)',
  os: '(unknown)',
};

/** The reasons a request is dropped (analytics_drops), in the operator's words. */
export const dropReasonLabels: Record<DropRow['reason'], string> = {
  bot: 'Bots',
  gpc: 'Global Privacy Control',
  dnt: 'Do Not Track',
  operator: 'Operators signed in',
  rate_limited: 'Rate-limited',
};

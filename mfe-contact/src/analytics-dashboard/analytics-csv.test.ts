// @vitest-environment node

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';
import { readRange } from './date-range';

const range = readRange(new URLSearchParams('range=today'), new Date('2026-11-26T15:30:00Z')).range;

describe('analyticsCsv', () => {
  const csv = analyticsCsv(range, {
    totals: { visitors: 12, pageviews: 30, enquiries: 1 },
    series: [{ bucketStart: '2026-11-26T00:00:00.000Z', visitors: 2, pageviews: 5, enquiries: 0 }],
    breakdowns: [
      { dimension: 'page', rows: [{ value: '/pricing', visitors: 9, pageviews: 14 }] },
      { dimension: 'utm_source', rows: [{ value: '=HYPERLINK("https://evil.example","x")', visitors: 1, pageviews: 1 }] },
      { dimension: 'referrer', rows: [{ value: '-2+3\nsecond line', visitors: 1, pageviews: 2 }] },
    ],
    funnels: [
      { funnel: 'contact', step: 1, label: 'Viewed a page', visitors: 12 },
      { funnel: 'contact', step: 2, label: 'Opened Contact us', visitors: 3 },
    ],
    drops: [{ reason: 'bot', dropped: 4 }],
  });
  const [header, ...rows] = Papa.parse<string[]>(csv.trimEnd(), { newline: '\r\n' }).data;

  it('is one table of what the dashboard shows: range, totals, series, breakdowns, funnels and drops', () => {
    expect(header).toEqual(['Section', 'Item', 'Visitors', 'Page views', 'Enquiries', 'Dropped requests']);
    expect(rows).toContainEqual(['Range (UTC, inclusive)', '2026-11-26 to 2026-11-26', '', '', '', '']);
    expect(rows).toContainEqual(['Totals', 'Today', '12', '30', '1', '']);
    expect(rows).toContainEqual(['Series by hour', '2026-11-26T00:00:00.000Z', '2', '5', '0', '']);
    expect(rows).toContainEqual(['Top pages', '/pricing', '9', '14', '', '']);
    expect(rows).toContainEqual(['Funnel: Page view → Contact us → enquiry', '2. Opened Contact us', '3', '', '', '']);
    expect(rows).toContainEqual(['Dropped requests', 'bot', '', '', '', '4']);
  });

  it("makes a visitor's formula inert with the inbox's guard: a leading ' and quotes, multi-line cells too", () => {
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""x"")"`);
    expect(rows).toContainEqual(['UTM sources', `'=HYPERLINK("https://evil.example","x")`, '1', '1', '', '']);
    expect(rows).toContainEqual(['Referrers', "'-2+3\nsecond line", '1', '2', '', '']);
  });
});

// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { customRangeProblem, readRange, withRange } from './date-range';

const now = new Date('2026-11-26T15:30:00Z');
const read = (query: string) => readRange(new URLSearchParams(query), now);
const iso = (date: Date) => date.toISOString();

describe('readRange', () => {
  it('is the last 7 UTC days, today included, by day, against the 7 before, when the URL says nothing', () => {
    const { range, problem } = read('');
    expect(problem).toBeUndefined();
    expect([iso(range.start), iso(range.end)]).toEqual(['2026-11-20T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect([iso(range.previous.start), iso(range.previous.end)]).toEqual(['2026-11-13T00:00:00.000Z', '2026-11-20T00:00:00.000Z']);
    expect(range).toMatchObject({
      preset: '7d',
      from: '2026-11-20',
      to: '2026-11-26',
      days: 7,
      bucket: 'day',
      bucketChoices: ['day', 'hour'],
    });
    expect(range.previousLabel).toBe('the previous 7 days');
  });

  it('reads today by hour against yesterday, whole UTC days even just before midnight', () => {
    const { range } = readRange(new URLSearchParams('range=today&bucket=day'), new Date('2026-11-26T23:59:59.999Z'));
    expect([iso(range.start), iso(range.end)]).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect([iso(range.previous.start), iso(range.previous.end)]).toEqual(['2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z']);
    expect(range).toMatchObject({ bucket: 'hour', bucketChoices: ['hour'], previousLabel: 'yesterday', label: 'Today' });
  });

  it('reads 30 days by day, and 12 months as whole months by month (or by day when asked)', () => {
    expect(iso(read('range=30d').range.start)).toBe('2026-10-28T00:00:00.000Z');
    const { range } = read('range=12m');
    expect([iso(range.start), iso(range.end)]).toEqual(['2025-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect([iso(range.previous.start), iso(range.previous.end)]).toEqual(['2024-12-01T00:00:00.000Z', '2025-12-01T00:00:00.000Z']);
    expect(range).toMatchObject({ bucket: 'month', bucketChoices: ['month', 'day'] });
    expect(read('range=12m&bucket=day').range.bucket).toBe('day');
    expect(read('range=12m&bucket=hour').range.bucket).toBe('month');
  });

  it('reads a custom range as inclusive days, half-open, against as many days before', () => {
    const { range } = read('range=custom&from=2026-11-01&to=2026-11-10');
    expect([iso(range.start), iso(range.end)]).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-11T00:00:00.000Z']);
    expect([iso(range.previous.start), iso(range.previous.end)]).toEqual(['2026-10-22T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    expect(range).toMatchObject({ days: 10, bucket: 'day', previousLabel: 'the previous 10 days' });
    // Intl puts thin spaces around the dash.
    expect(range.label).toMatch(/^Nov 1\s–\s10, 2026$/);
  });

  it('draws a custom range longer than 92 days by month', () => {
    expect(read('range=custom&from=2026-01-01&to=2026-04-02').range).toMatchObject({ days: 92, bucket: 'day' });
    expect(read('range=custom&from=2026-01-01&to=2026-04-03').range).toMatchObject({
      days: 93,
      bucket: 'month',
      bucketChoices: ['month', 'day'],
    });
  });

  it('shows the default range, with the reason, for custom dates it cannot use', () => {
    expect(read('range=custom&from=2026-11-10&to=2026-11-01')).toMatchObject({
      range: { preset: '7d' },
      problem: 'The end date is before the start date.',
    });
    expect(read('range=custom&from=2026-02-30&to=2026-03-01').problem).toBe('Enter both dates of the custom range.');
    expect(read('range=custom&from=2000-01-01&to=2026-11-01').problem).toBe('A custom range can span at most 10 years.');
    expect(read('range=yesterday').range.preset).toBe('7d');
  });
});

describe('customRangeProblem and withRange', () => {
  it('accepts a one-day range', () => {
    expect(customRangeProblem('2026-11-26', '2026-11-26')).toBeUndefined();
  });

  it('drops the bucket and custom dates when the range changes, and keeps the rest', () => {
    const params = new URLSearchParams('range=custom&from=2026-11-01&to=2026-11-10&bucket=hour&other=1');
    expect(withRange(params, { range: '30d' }).toString()).toBe('range=30d&other=1');
    expect(withRange(params, { bucket: 'day' }).get('bucket')).toBe('day');
  });
});

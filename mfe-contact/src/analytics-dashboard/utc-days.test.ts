// @vitest-environment node

import { afterEach, describe, expect, it } from 'vitest';
import { isoDay, parseDay, utcDay, utcDaysAfter, utcDaysBetween, utcMonthAfter } from './utc-days';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

describe('UTC days', () => {
  // Node reads TZ again when it is set: the operator's zone must not move a day or a month.
  for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
    it(`are UTC's in ${zone}`, () => {
      process.env.TZ = zone;
      const lateNight = new Date('2026-11-30T23:30:00Z');
      expect(utcDay(lateNight).toISOString()).toBe('2026-11-30T00:00:00.000Z');
      expect(isoDay(lateNight)).toBe('2026-11-30');
      expect(utcMonthAfter(lateNight, 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
      expect(utcMonthAfter(lateNight, -12).toISOString()).toBe('2025-11-01T00:00:00.000Z');
      expect(utcDaysAfter(utcDay(lateNight), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
      expect(utcDaysBetween(new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'))).toBe(31);
      expect(parseDay('2026-03-08')?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    });
  }

  it('reads only a YYYY-MM-DD that names a real day', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    for (const value of ['2026-02-30', '2026-13-01', '2026-2-1', '2026-02-01T00:00', '', null, 'yesterday']) {
      expect(parseDay(value), String(value)).toBeUndefined();
    }
  });
});

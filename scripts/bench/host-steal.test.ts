import { expect, test } from 'vitest';
import { parseCpuTimes, stealShare } from './host-steal.mjs';

const reading = (steal: number, idle: number) =>
  `cpu  6360806 444948 1790397 ${idle} 13543 0 18904 ${steal} 0 0\ncpu0 3180403 222474 895198 4068604 6771 0 9452 42046 0 0\n`;

test('reads steal and the total from the first line of /proc/stat, leaving out guest time', () => {
  expect(parseCpuTimes(reading(84093, 8137208))).toEqual({
    steal: 84093,
    total: 6360806 + 444948 + 1790397 + 8137208 + 13543 + 0 + 18904 + 84093,
  });
});

test('the share of CPU time the host took between two readings', () => {
  const before = parseCpuTimes(reading(1000, 5000));
  const after = { steal: before.steal + 30, total: before.total + 200 };
  expect(stealShare(before, after)).toBeCloseTo(0.15);
});

test('no share without two readings (no /proc/stat) or without time passing', () => {
  const now = parseCpuTimes(reading(1000, 5000));
  expect(stealShare(null, now)).toBe(0);
  expect(stealShare(now, now)).toBe(0);
});

// @vitest-environment node

import { expect, it } from 'vitest';
import { monthNames, usLongDate } from './us-dates';

it('writes a day as US English does, with the month in full', () => {
  expect(usLongDate({ year: 2025, month: 4, day: 15 })).toBe('April 15, 2025');
  expect(usLongDate({ year: 2026, month: 1, day: 1 })).toBe('January 1, 2026');
  expect(usLongDate({ year: 2026, month: 12, day: 31 })).toBe('December 31, 2026');
  expect(monthNames).toHaveLength(12);
});

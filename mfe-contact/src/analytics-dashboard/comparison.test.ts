// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { changeBetween, conversionRate, formatRate, pointChange } from './comparison';

describe('comparison with the previous period', () => {
  it('says up or down in whole percent, "same" when it rounds to 0, and "new" from nothing', () => {
    expect(changeBetween(120, 100)).toEqual({ kind: 'up', percent: 20 });
    expect(changeBetween(1, 3)).toEqual({ kind: 'down', percent: 67 });
    expect(changeBetween(1000, 1001)).toEqual({ kind: 'same' });
    expect(changeBetween(5, 0)).toEqual({ kind: 'new' });
    expect(changeBetween(0, 0)).toEqual({ kind: 'same' });
    expect(changeBetween(5, undefined)).toEqual({ kind: 'unknown' });
  });

  it('reads the conversion rate as enquiries over visitors, and its change in percentage points', () => {
    expect(conversionRate(6, 120)).toBe(0.05);
    expect(conversionRate(3, 0)).toBeUndefined();
    expect(formatRate(0.05)).toBe('5%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(pointChange(0.05, 0.02)).toEqual({ kind: 'up', points: 3 });
    expect(pointChange(0.02, 0.035)).toEqual({ kind: 'down', points: 1.5 });
    expect(pointChange(0.05, undefined)).toEqual({ kind: 'unknown' });
  });
});

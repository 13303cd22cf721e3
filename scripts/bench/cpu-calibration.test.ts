import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-calibration.mjs';

describe('cpuSlowdownFor', () => {
  it("keeps Lighthouse's 4x on the host it is set for", () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
  });

  it('slows a faster host down in proportion, to a tenth', () => {
    expect(cpuSlowdownFor(3500)).toBe(8);
    expect(cpuSlowdownFor(3300)).toBe(7.5);
  });

  it('never goes below 4x on a slower host', () => {
    expect(cpuSlowdownFor(900)).toBe(4);
  });

  it('falls back to 4x without a reading', () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});

/** How a number moved against the previous period of the same length. */
export type Change =
  | { kind: 'up' | 'down'; percent: number }
  | { kind: 'same' }
  /** Nothing before, something now: no percentage means anything. */
  | { kind: 'new' }
  /** Nothing to compare: the previous period is not known. */
  | { kind: 'unknown' };

/** Relative change in whole percent, rounded; a change that rounds to 0 % is "same". */
export function changeBetween(current: number, previous: number | undefined): Change {
  if (previous === undefined) return { kind: 'unknown' };
  if (previous === 0) return current === 0 ? { kind: 'same' } : { kind: 'new' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** Enquiries ÷ visitors, as a fraction; undefined with no visitors. */
export function conversionRate(enquiries: number, visitors: number): number | undefined {
  return visitors > 0 ? enquiries / visitors : undefined;
}

/**
 * A rate's change in percentage points (one decimal): a relative change of a rate ("conversion
 * up 50 %" for 2 % → 3 %) misleads.
 */
export type PointChange = { kind: 'up' | 'down'; points: number } | { kind: 'same' } | { kind: 'unknown' };

export function pointChange(current: number | undefined, previous: number | undefined): PointChange {
  if (current === undefined || previous === undefined) return { kind: 'unknown' };
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return { kind: 'same' };
  return { kind: points > 0 ? 'up' : 'down', points: Math.abs(points) };
}

const integer = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return integer.format(value);
}

/** 0.0345 → "3.5%". */
export function formatRate(value: number | undefined): string {
  return value === undefined ? '—' : percentFormat.format(value);
}

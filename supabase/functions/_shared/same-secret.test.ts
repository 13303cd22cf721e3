import { expect, it } from 'vitest';
import { sameSecret } from './same-secret.ts';

it('accepts only the exact secret, and nothing when none is configured', () => {
  expect(sameSecret('s3cret', 's3cret')).toBe(true);
  expect(sameSecret('s3cret ', 's3cret')).toBe(false);
  expect(sameSecret('', 's3cret')).toBe(false);
  expect(sameSecret('', '')).toBe(false);
});

import { expect, it } from 'vitest';
import { sameSecret } from './same-secret.ts';

it('accepts only the exact secret, and nothing when none is configured', async () => {
  expect(await sameSecret('s3cret', 's3cret')).toBe(true);
  expect(await sameSecret('s3cret ', 's3cret')).toBe(false);
  expect(await sameSecret('', 's3cret')).toBe(false);
  expect(await sameSecret('', '')).toBe(false);
});

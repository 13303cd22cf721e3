// @vitest-environment node

import { expect, it } from 'vitest';
import { cn, prepareClassMerging } from './cn';

it('lets a later conflicting class win, after the class map was prepared ahead', () => {
  prepareClassMerging();
  expect(cn('px-2 py-1', 'px-4', false && 'hidden')).toBe('py-1 px-4');
});

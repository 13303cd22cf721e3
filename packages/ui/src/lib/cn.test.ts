// @vitest-environment node

import { expect, it } from 'vitest';
import { overriddenClasses } from '../../testing/class-conflicts';
import { cn } from './cn';

it('joins the classes it is given, leaving out the false ones, and merges nothing', () => {
  expect(cn('px-2 py-1', false && 'hidden', undefined, { 'font-bold': true, italic: false })).toBe('px-2 py-1 font-bold');
});

it('finds the classes another class of the same list overrides, and only those', () => {
  expect(overriddenClasses('px-2 py-1 px-4 hover:bg-navy-50 hover:bg-white text-sm text-navy-900')).toEqual(['px-2', 'hover:bg-navy-50']);
  expect(overriddenClasses('p-6 md:p-8 text-sm font-medium')).toEqual([]);
});

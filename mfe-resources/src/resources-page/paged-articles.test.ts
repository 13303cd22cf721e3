// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shownIn } from './paged-articles';

const shown = (query: string) => shownIn(new URLSearchParams(query));

describe('shownIn', () => {
  it('reads how many articles a URL asks for, in whole pages of six', () => {
    expect(shown('')).toBe(6);
    expect(shown('shown=12')).toBe(12);
    expect(shown('shown=7')).toBe(12);
    expect(shown('shown=18')).toBe(18);
  });

  it('takes anything else for one page, and at most a hundred pages', () => {
    for (const asked of [
      'shown=',
      'shown=0',
      'shown=-12',
      'shown=abc',
      'shown=6.5',
      'shown=Infinity',
      'shown=0x10',
      'shown=1e9',
      'shown=12&shown=99',
    ])
      expect(shown(asked), asked).toBe(asked === 'shown=12&shown=99' ? 12 : 6);
    expect(shown('shown=1000')).toBe(600);
    expect(shown(`shown=${'9'.repeat(400)}`)).toBe(600);
  });
});

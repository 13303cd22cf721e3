// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shownIn } from './paged-articles';

const shown = (query: string) => shownIn(new URLSearchParams(query));

describe('shownIn', () => {
  it('reads how many articles a URL asks for, in whole pages of six, up to a hundred pages', () => {
    expect(shown('')).toBe(6);
    expect(shown('shown=12')).toBe(12);
    expect(shown('shown=18')).toBe(18);
    expect(shown('shown=600')).toBe(600);
  });

  it('takes anything else for one page, as the server renders it', () => {
    for (const asked of [
      'shown=7',
      'shown=012',
      'shown=606',
      'shown=1000',
      `shown=${'9'.repeat(400)}`,
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
  });
});

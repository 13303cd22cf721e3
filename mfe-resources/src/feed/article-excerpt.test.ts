// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { articleExcerpt } from './article-excerpt';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');

describe('articleExcerpt', () => {
  it('keeps a 19-word text whole, without an ellipsis', () => {
    expect(articleExcerpt(words(19))).toBe(words(19));
  });

  it("appends '...' to a text that reaches exactly 20 words", () => {
    expect(articleExcerpt(words(20))).toBe(`${words(20)}...`);
  });

  it("cuts a 21-word text to its first 20 words and appends '...'", () => {
    expect(articleExcerpt(words(21))).toBe(`${words(20)}...`);
  });

  it('counts words across any whitespace and leaves no stray spaces', () => {
    expect(articleExcerpt('  one\n two\t\tthree  ')).toBe('one two three');
    expect(articleExcerpt('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml, headerSafe } from './mail-safe-text.ts';

describe('mail-safe text', () => {
  it('escapeHtml escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('headerSafe turns every control character and line separator into one space', () => {
    expect(headerSafe('a\r\n\tb\u0000c\u0085d\u2029e')).toBe('a b c d e');
  });
});

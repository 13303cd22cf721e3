import { describe, expect, it } from 'vitest';
import { htmlToText, maxParsedHtmlLength } from './html-to-text';

describe('htmlToText', () => {
  it('keeps the words of block elements apart and inline ones together', () => {
    expect(htmlToText('<h3>Title</h3><p>One <strong>bold</strong>ly</p><ul><li>a</li><li>b</li></ul>')).toBe('Title One boldly a b');
  });

  it('decodes entities once, so escaped markup stays visible text', () => {
    expect(htmlToText('Tax &amp; books: &lt;b&gt;not bold&lt;/b&gt;')).toBe('Tax & books: <b>not bold</b>');
  });

  it('drops what a reader never sees: scripts, styles, templates', () => {
    expect(htmlToText('<script>alert(1)</script><style>p{}</style><template><p>x</p></template><p>Visible<noscript>n</noscript></p>')).toBe(
      'Visible',
    );
  });

  it('runs nothing while parsing: no script, no onerror handler', () => {
    delete document.body.dataset.pwned;
    htmlToText(`<img src=x onerror="document.body.dataset.pwned='1'"><script>document.body.dataset.pwned='2'</script>`);
    expect(document.body.dataset.pwned).toBeUndefined();
  });

  it('parses at most a bounded prefix of an enormous document', () => {
    const text = htmlToText(`<p>${'word '.repeat(maxParsedHtmlLength)}</p>`);
    expect(text.length).toBeLessThanOrEqual(maxParsedHtmlLength);
    expect(text.startsWith('word word')).toBe(true);
  });
});

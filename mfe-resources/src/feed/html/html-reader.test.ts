import { describe, expect, it } from 'vitest';
import { browserHtml } from './browser-html';
import { maxParsedHtmlLength } from './html-reader';
import { serverHtml } from './server-html';

// Every case runs through both readers: the browser's DOMParser and the server's parse5 give the same.
describe.each([
  ['in the browser', browserHtml],
  ['on the server', serverHtml],
])('reading HTML %s', (_, read) => {
  const text = (html: string) => read(html).text();

  it('keeps the words of block elements apart and inline ones together', () => {
    expect(text('<h3>Title</h3><p>One <strong>bold</strong>ly</p><ul><li>a</li><li>b</li></ul>')).toBe('Title One boldly a b');
  });

  it('decodes entities once, so escaped markup stays visible text', () => {
    expect(text('Tax &amp; books: &lt;b&gt;not bold&lt;/b&gt;')).toBe('Tax & books: <b>not bold</b>');
  });

  it('drops what a reader never sees: scripts, styles, templates', () => {
    expect(text('<script>alert(1)</script><style>p{}</style><template><p>x</p></template><p>Visible<noscript>n</noscript></p>')).toBe(
      'Visible',
    );
  });

  it('reads a document as a whole: what the parser puts in the head is not text', () => {
    expect(text('<title>Head</title><meta charset="utf-8"><p>Body</p>')).toBe('Body');
    // A <p> ends the <svg>: what follows it is HTML again.
    expect(text('<svg><title>svg title</title></svg><math><mi>x</mi></math><svg><p>breaks out</p><title>then text</title></svg>')).toBe(
      'breaks out then text',
    );
  });

  it('runs nothing while parsing: no script, no onerror handler', () => {
    delete document.body.dataset.pwned;
    text(`<img src=x onerror="document.body.dataset.pwned='1'"><script>document.body.dataset.pwned='2'</script>`);
    expect(document.body.dataset.pwned).toBeUndefined();
  });

  it('parses at most a bounded prefix of an enormous document', () => {
    const long = text(`<p>${'word '.repeat(maxParsedHtmlLength)}</p>`);
    expect(long.length).toBeLessThanOrEqual(maxParsedHtmlLength);
    expect(long.startsWith('word word')).toBe(true);
  });

  it("lists every image's raw src in document order, hidden ones too, but not a template's", () => {
    const html =
      '<p><img src="/a.png"></p><noscript><img src="https://b.example/b.png"></noscript><img alt="no src"><template><img src="c.png"></template><svg><image href="d.png"/></svg><figure><IMG SRC=" e.png "></figure>';
    expect(read(html).imageSources()).toEqual(['/a.png', 'https://b.example/b.png', ' e.png ']);
  });
});

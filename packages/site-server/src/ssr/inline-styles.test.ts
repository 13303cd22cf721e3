import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStyles } from './inline-styles.js';

const dir = mkdtempSync(join(tmpdir(), 'inline-styles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stylesheet(name: string, css: string) {
  const file = join(dir, name);
  writeFileSync(file, css);
  return file;
}

describe('inlineStyles', () => {
  it("writes each stylesheet into a <style> named by its URL, with relative url()s resolved against the stylesheet's own URL", () => {
    const file = stylesheet(
      'remote.css',
      '@font-face{src:url(./inter.woff2)}.a{background:url("img/x.png")}.b{mask:url(data:image/svg+xml;a)}.c{background:url(/assets/y.png)}',
    );
    const html = inlineStyles([{ href: '/remotes/pricing/remote.css', file }], '<p class="a b c"></p>');
    expect(html).toMatch(/^<style data-href="\/remotes\/pricing\/remote\.css">.*<\/style>$/);
    expect(html).toContain('src:url(/remotes/pricing/inter.woff2)');
    expect(html).toMatch(/\.a\{background:url\("?\/remotes\/pricing\/img\/x\.png"?\)\}/);
    expect(html).toContain('url(/assets/y.png)');
  });

  it('keeps absolute URLs of a remote on another origin absolute', () => {
    const file = stylesheet('cdn.css', '.a{background:url(x.png)}');
    expect(inlineStyles([{ href: 'https://cdn.example/pricing/1.4.0/cdn.css', file }], '<p class="a"></p>')).toContain(
      'url(https://cdn.example/pricing/1.4.0/x.png)',
    );
  });

  it('keeps only the rules of the classes the page uses', () => {
    const file = stylesheet('page.css', '.a{color:red}.unused{color:blue}');
    expect(inlineStyles([{ href: '/p.css', file }], '<p class="a"></p>')).toBe('<style data-href="/p.css">.a{color:red}</style>');
  });

  it('cannot be closed early by text in the stylesheet', () => {
    const file = stylesheet('hostile.css', '.a::after{content:"</style><script>alert(1)</script>"}');
    const html = inlineStyles([{ href: '/h.css', file }], '<p class="a"></p>');
    expect(html).toContain('alert(1)');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
  });
});

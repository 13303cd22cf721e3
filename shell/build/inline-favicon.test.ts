// @vitest-environment node

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { inlineFavicon, svgDataUrl } from './inline-favicon';

it('writes an SVG as a data: URL that decodes back to the same drawing', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#1e3a8a" width="32%"/></svg>\n';
  const url = svgDataUrl(svg);
  expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg /);
  expect(url).not.toMatch(/[<>#"]/);
  expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/"/g, "'"));
});

it("puts the shell's icon into index.html's head in place of its link to the file", async () => {
  const plugin = inlineFavicon();
  const transform = plugin.transformIndexHtml as { handler: (html: string) => Promise<string> };
  const html = await transform.handler('<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>');
  const svg = readFileSync(join(import.meta.dirname, '..', 'public', 'favicon.svg'), 'utf8');
  expect(html).toBe(`<head><link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" /></head>`);
  await expect(transform.handler('<head></head>')).rejects.toThrow(/no <link rel="icon"/);
});

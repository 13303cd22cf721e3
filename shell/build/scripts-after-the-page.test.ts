// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { expect, it } from 'vitest';
import { appAfterPaintId, scriptsAfterThePage } from './scripts-after-the-page';

it("moves the built page's module script and module hints into an inert template in the head, and nothing else", async () => {
  const root = mkdtempSync(join(tmpdir(), 'scripts-after-the-page-'));
  writeFileSync(
    join(root, 'index.html'),
    '<html><head><link rel="preload" href="/x.json" as="fetch"></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(join(root, 'main.js'), 'import("./later.js").then(() => console.log("main"));');
  writeFileSync(join(root, 'later.js'), 'import "./shared.js"; export const later = 1;');
  writeFileSync(join(root, 'shared.js'), 'export const shared = 1;');
  const output = await build({ root, logLevel: 'silent', configFile: false, plugins: [scriptsAfterThePage()], build: { write: false } });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const html = files.find((file) => file.fileName === 'index.html');
  const source = html && 'source' in html ? String(html.source) : '';
  const template = new RegExp(`<template id="${appAfterPaintId}">(.*?)</template>\\s*</head>`, 's').exec(source)?.[1] ?? '';
  expect(template).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  // Outside the template, the preload scanner finds no script to fetch.
  const outside = source.replace(template, '');
  expect(outside).not.toMatch(/<script|modulepreload/);
  expect(outside).toContain('<link rel="preload" href="/x.json" as="fetch">');
});

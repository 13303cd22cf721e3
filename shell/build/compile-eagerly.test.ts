// @vitest-environment node

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { expect, it } from 'vitest';
import { compileEagerly } from './compile-eagerly';

it("puts V8's compile hint at the top of the chunk holding the named module only, after minification", async () => {
  const root = mkdtempSync(join(tmpdir(), 'compile-hint-'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), 'console.log("entry"); import("./heavy-library.js"); import("./later.js");');
  writeFileSync(join(root, 'heavy-library.js'), 'export const heavy = () => "heavy";');
  writeFileSync(join(root, 'later.js'), 'export const later = () => "later";');
  const output = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileEagerly(/heavy-library\.js$/)],
    build: { write: false },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file) => file.type === 'chunk');
  const hinted = chunks.filter((chunk) => chunk.code.includes('allFunctionsCalledOnLoad'));
  expect(hinted.map((chunk) => chunk.name)).toEqual(['heavy-library']);
  expect(hinted[0]?.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

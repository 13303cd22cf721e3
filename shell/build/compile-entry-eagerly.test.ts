// @vitest-environment node
import { expect, it } from 'vitest';
import { build } from 'vite';
import { compileEntryEagerly } from './compile-entry-eagerly';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

it("puts V8's compile hint at the top of the page's entry chunk only, after minification", async () => {
  const root = mkdtempSync(join(tmpdir(), 'compile-hint-'));
  writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(root, 'main.js'), 'console.log("entry"); import("./later.js");');
  writeFileSync(join(root, 'later.js'), 'export const later = () => "later";');
  const output = await build({ root, logLevel: 'silent', configFile: false, plugins: [compileEntryEagerly()], build: { write: false } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : [])).filter((file) => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const lazy = chunks.find((chunk) => !chunk.isEntry);
  expect(entry?.code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  expect(lazy?.code).not.toContain('allFunctionsCalledOnLoad');
});

// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { expect, it } from 'vitest';
import { earlyInputScript, inlineEarlyInput } from './inline-early-input';

async function builtIndexHtml(html: string): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'inline-early-input-'));
  writeFileSync(join(root, 'index.html'), html);
  const output = await build({ root, logLevel: 'silent', configFile: false, plugins: [inlineEarlyInput()], build: { write: false } });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const page = files.find((file) => file.fileName === 'index.html');
  return page && 'source' in page ? String(page.source) : '';
}

it("writes the early-input script into the head in the placeholder's place, and its hash is the text's", async () => {
  const html = await builtIndexHtml(
    '<html><head><meta charset="UTF-8"><script src="/early-input.js"></script><title>t</title></head><body><button>Go</button></body></html>',
  );
  const inline = /<head><meta charset="UTF-8"><script>(.*?)<\/script><title>/s.exec(html)?.[1];
  expect(inline).toContain('earlyInput');
  expect(html).not.toContain('/early-input.js');
  const { code, cspSource } = await earlyInputScript();
  expect(inline).toBe(code);
  expect(cspSource).toBe(
    `'sha256-${createHash('sha256')
      .update(inline ?? '')
      .digest('base64')}'`,
  );
  // Minified: a few hundred bytes gzip on every page, not its commented source.
  expect(code.length).toBeLessThan(2500);
  expect(code).not.toContain('//');
});

it('fails the build when index.html has no place for it, so no page goes out without it', async () => {
  await expect(builtIndexHtml('<html><head><title>t</title></head><body></body></html>')).rejects.toThrow(/early-input/);
});

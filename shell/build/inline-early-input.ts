import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Plugin, transformWithEsbuild } from 'vite';

const sourceFile = join(import.meta.dirname, '..', 'src', 'boot', 'early-input.js');
/** The tag index.html marks the script's place with; the build puts the script itself there. */
const placeholder = '<script src="/early-input.js"></script>';

export interface InlineScript {
  /** The script's text, minified, as it stands between `<script>` and `</script>`. */
  code: string;
  /** Its hash as a Content-Security-Policy source: `'sha256-…'`. */
  cspSource: string;
}

let minified: { source: string; script: Promise<InlineScript> } | undefined;

/**
 * src/boot/early-input.js minified, with the hash the site server's policy allows it by. The page's
 * copy and the policy's hash come from one minification of the file as it stands.
 */
export async function earlyInputScript(): Promise<InlineScript> {
  const source = await readFile(sourceFile, 'utf8');
  if (minified?.source !== source) minified = { source, script: minify(source) };
  return minified.script;
}

async function minify(source: string): Promise<InlineScript> {
  const { code } = await transformWithEsbuild(source, sourceFile, { minify: true });
  const text = code.trim();
  return { code: text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/**
 * Writes the early-input script into the page's head, in place of index.html's placeholder. Inline,
 * it listens before the parser reaches the first button: a separate file, even async, may run after
 * the header is on screen, and a press before it runs is lost.
 */
export function inlineEarlyInput(): Plugin {
  return {
    name: 'staycompliant:inline-early-input',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder} to put the early-input script in.`);
        const { code } = await earlyInputScript();
        return html.replace(placeholder, () => `<script>${code}</script>`);
      },
    },
  };
}

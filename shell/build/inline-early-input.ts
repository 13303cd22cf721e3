import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

const entryFile = join(import.meta.dirname, '..', 'src', 'boot', 'early-input.ts');
/** The tag index.html marks the script's place with; the build puts the script itself there. */
const placeholder = '<script src="/early-input.js"></script>';

export interface InlineScript {
  /** The script's text, minified, as it stands between `<script>` and `</script>`. */
  code: string;
  /** Its hash as a Content-Security-Policy source: `'sha256-…'`. */
  cspSource: string;
}

interface Bundle {
  script: InlineScript;
  /** The text of each file the script was bundled from. */
  sources: Map<string, string>;
}

let last: Promise<Bundle> | undefined;

const readAll = async (files: Iterable<string>) =>
  new Map(await Promise.all([...files].map(async (file) => [file, await readFile(file, 'utf8')] as const)));

/**
 * src/boot/early-input.ts and the modules it imports, bundled into one minified classic script,
 * with the hash the site server's policy allows it by. The page's copy and the policy's hash come
 * from one bundle of the files as they stand; it is made again when one of them has changed.
 */
export async function earlyInputScript(): Promise<InlineScript> {
  const previous = await last?.catch(() => undefined);
  if (previous) {
    const now = await readAll(previous.sources.keys());
    if ([...previous.sources].every(([file, text]) => now.get(file) === text)) return previous.script;
  }
  last = bundle();
  return (await last).script;
}

async function bundle(): Promise<Bundle> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: 'esbuild',
      // A classic script, not a module: it runs where the parser meets it, before the first button.
      lib: { entry: entryFile, formats: ['iife'], name: 'earlyInput' },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output.flatMap((result) => result.output).find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error(`${entryFile} bundled into no script.`);
  const text = chunk.code.trim();
  const script = { code: text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
  return { script, sources: await readAll(chunk.moduleIds.filter((id) => !id.startsWith('\0'))) };
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

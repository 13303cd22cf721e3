// Every file the apps' builds wrote, read as text: the checks that scan what the builds ship read them
// here. `npm test` builds first; run a check alone after `npm run build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** shell/dist and every remote's dist (their server bundles included). */
function bundleFolders(): string[] {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => join(root, entry.name, 'dist'));
  return [join(root, 'shell', 'dist'), ...remotes];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Every built file's text by its path from the root (binary files as latin1, so an embedded string
 * still reads as text). Throws when a folder is missing or holds no JavaScript or HTML: a check
 * never passes on nothing.
 */
export function readBuiltFiles(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const dir of bundleFolders()) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new Error(`${relative(root, dir)} is missing: build the site first (npm run build).`);
    }
    const files = filesUnder(dir);
    if (!files.some((file) => /\.(js|html)$/.test(file))) {
      throw new Error(`${relative(root, dir)} holds no built JavaScript or HTML: build the site first (npm run build).`);
    }
    for (const file of files) texts.set(relative(root, file), readFileSync(file, 'latin1'));
  }
  return texts;
}

/** The files whose text holds `value`. */
export function filesHolding(texts: ReadonlyMap<string, string>, value: string): string[] {
  return [...texts].filter(([, text]) => text.includes(value)).map(([file]) => file);
}

import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const shellDir = resolve(import.meta.dirname, '..');

/**
 * Swaps the federation loader (src/federation/remote-loader.ts) for the one that imports each
 * remote's exposed modules from its source (src/federation/bundled-remote-loader.ts). `pnpm dev`
 * uses it so that a remote's save reaches the page by hot module replacement, as the shell's own
 * saves do; the bench uses it to build the site as one bundle (docs/architecture/development.md, "The daily loop").
 */
export function remotesFromSource(): Plugin {
  const sourceLoader = resolve(shellDir, 'src/federation/bundled-remote-loader.ts');
  return {
    name: 'staycompliant:remotes-from-source',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.startsWith(resolve(shellDir, 'src')) && /\/remote-loader(\.ts)?$/.test(source)) return sourceLoader;
      return null;
    },
  };
}

/** Every remote's exposed modules, relative to the shell: where `pnpm dev` finds their dependencies at start. */
export const exposedModuleSources = ['../mfe-*/src/exposes/*.ts'];

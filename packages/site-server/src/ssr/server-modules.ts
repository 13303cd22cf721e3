import { realpathSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, ShellServerEntry } from '@staycompliant/contracts/server-rendering';
import { readServerModuleIndex, serverModuleIndexFile } from '@staycompliant/version-skew/server-module-index';
import type { RemoteBuild } from './remote-builds.js';
import { shellVersionParam } from './shared-modules-hook.js';

/**
 * A shell's server entry as built. A shell built before `complete` existed does not say: its pages
 * count as complete.
 */
export interface BuiltShellEntry extends Omit<ShellServerEntry, 'renderPage'> {
  renderPage(...args: Parameters<ShellServerEntry['renderPage']>): Promise<Omit<RenderedPage, 'complete'> & { complete?: boolean }>;
}

let hooked = false;

/**
 * Lets the remotes' server bundles import the shell's singletons (shared-modules-hook.ts): once per
 * process, before the first remote module loads. Each import names its shell, so one hook serves
 * every site this process renders.
 */
function registerSharedModules() {
  if (hooked) return;
  register(new URL('./shared-modules-hook.js', import.meta.url));
  hooked = true;
}

/**
 * The shell's server entry, as its server module index names it now, and its URL: its real path,
 * as Node names the modules it imports (dist/ may be a symlink to the build).
 */
export async function importShellEntry(shellDist: string): Promise<{ url: string; entry: BuiltShellEntry }> {
  const serverDir = join(shellDist, 'server');
  const entryFile = readServerModuleIndex(serverDir).modules.entry;
  if (!entryFile) throw new Error(`${serverDir}/${serverModuleIndexFile} names no entry: build the shell again.`);
  const url = pathToFileURL(realpathSync(join(serverDir, entryFile))).href;
  return { url, entry: (await import(url)) as BuiltShellEntry };
}

/** A remote's server module, from the build of it remotes.json names, for the shell whose entry is at `shellEntry`. */
export async function importRemoteModule(
  remote: string,
  build: RemoteBuild | undefined,
  module: string,
  shellEntry: string,
): Promise<unknown> {
  if (!build?.dir) throw new Error(`${remote} is not deployed on this server; the browser loads it.`);
  registerSharedModules();
  // The build dist/ points at now, by its real path: Node caches the real path of a symlink it has
  // resolved once, and would look for the new build's files in the old build's folder.
  const serverDir = realpathSync(join(build.dir, 'server'));
  const file = readServerModuleIndex(serverDir).modules[module];
  if (!file) throw new Error(`${remote} has no server module ${module}`);
  const url = pathToFileURL(join(serverDir, file));
  url.searchParams.set(shellVersionParam, shellEntry);
  return import(url.href);
}

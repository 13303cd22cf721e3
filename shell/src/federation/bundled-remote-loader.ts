import type { RemoteName } from '@staycompliant/contracts';

/**
 * Used in place of remote-loader.ts (shell/build/remotes-from-source.ts) by `pnpm dev`, which serves
 * every remote's exposed modules from source with hot reload, and by the bench's single-bundle
 * variant, which prices federation against the same code without it. Never part of the site's
 * own build.
 */
const exposedModules = import.meta.glob('../../../mfe-*/src/exposes/*.ts');

/** './HomePage' is src/exposes/home-page.ts: the convention every remote follows. */
function exposedFile(remote: RemoteName, module: string) {
  const kebab = module.replace(/^\.\//, '').replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`);
  return `../../../mfe-${remote}/src/exposes/${kebab}.ts`;
}

export async function loadFromRemote(remote: RemoteName, module: string): Promise<unknown> {
  const load = exposedModules[exposedFile(remote, module)];
  if (!load) throw new Error(`No exposed module ${remote}/${module} in the single-bundle build`);
  return load();
}

import type { RemoteName } from './remote-entry-map.mjs';

// remotes.json's names, type and check are plain JS, which the site server imports on Node.
export { checkRemoteEntryMap, type RemoteEntryMap, type RemoteName, remoteNames } from './remote-entry-map.mjs';

/** Loads one exposed module (for example './LatestArticles') of a remote. */
export type RemoteModuleLoader = (remote: RemoteName, module: string) => Promise<unknown>;

const loaderKey = Symbol.for('staycompliant.remote-loader');
type LoaderHolder = { [loaderKey]?: RemoteModuleLoader };

/** The shell registers the one federation loader here at boot. */
export function registerRemoteLoader(loader: RemoteModuleLoader): void {
  (globalThis as LoaderHolder)[loaderKey] = loader;
}

/**
 * Loads a remote's exposed module through the loader the shell registered. Remotes use it
 * to compose (the home page shows mfe-resources' LatestArticles) without importing each other.
 */
export function loadRemoteModule(remote: RemoteName, module: string): Promise<unknown> {
  const loader = (globalThis as LoaderHolder)[loaderKey];
  if (!loader) {
    return Promise.reject(new Error(`No remote loader is registered: cannot load ${remote}/${module}.`));
  }
  return loader(remote, module);
}

/** Props of mfe-contact's NewsletterForm: `dark` on the footer's navy, `light` elsewhere. */
export interface NewsletterFormProps {
  tone?: 'light' | 'dark';
  /**
   * The id of a visible heading outside the form that names it; the form then draws no title of its
   * own. A page whose form sits under its own heading names it so, and the footer's form keeps its
   * title: two forms on one page never share a name (axe's landmark-unique).
   */
  labelledBy?: string;
}

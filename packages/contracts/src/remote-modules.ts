/** The four remotes, by the names used in remotes.json. */
export const remoteNames = ['marketing', 'pricing', 'resources', 'contact'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** remotes.json: each remote's name mapped to the URL of its remoteEntry.js. */
export type RemoteManifest = Record<RemoteName, string>;

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
}

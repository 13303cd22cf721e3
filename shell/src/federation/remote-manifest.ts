import { type RemoteManifest, remoteNames } from '@staycompliant/contracts';

export const manifestPath = '/remotes.json';

/** Checks remotes.json and resolves each entry against the page's origin. */
export function parseManifest(json: unknown, base: string): RemoteManifest {
  if (typeof json !== 'object' || json === null) throw new Error('remotes.json is not an object');
  const entries = remoteNames.map((name) => {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no entry for ${name}`);
    return [name, new URL(url, base).href] as const;
  });
  return Object.fromEntries(entries) as RemoteManifest;
}

let manifest: Promise<RemoteManifest> | null = null;

/** Fetches remotes.json once; a failed fetch is forgotten so that Retry fetches again. */
export function loadManifest(): Promise<RemoteManifest> {
  manifest ??= fetch(manifestPath, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json();
    })
    .then((json) => parseManifest(json, window.location.origin))
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

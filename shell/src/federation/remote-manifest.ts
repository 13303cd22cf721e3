import { checkRemoteEntryMap, type RemoteEntryMap } from '@staycompliant/contracts';

const manifestPath = '/remotes.json';

/** Checks remotes.json as the site server does (checkRemoteEntryMap) and resolves each entry against the page's origin. */
export function parseManifest(json: unknown, base: string): RemoteEntryMap {
  const entries = Object.entries(checkRemoteEntryMap(json)).map(([name, url]) => [name, new URL(url, base).href] as const);
  return Object.fromEntries(entries) as RemoteEntryMap;
}

let manifest: Promise<RemoteEntryMap> | null = null;

/** Fetches remotes.json once; a failed fetch is forgotten so that Retry fetches again. */
export function loadManifest(): Promise<RemoteEntryMap> {
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

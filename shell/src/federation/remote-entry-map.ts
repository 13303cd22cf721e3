import { checkRemoteEntryMap, type RemoteEntryMap } from '@staycompliant/contracts';

const remoteEntryMapPath = '/remotes.json';

/** Checks remotes.json as the site server does (checkRemoteEntryMap) and resolves each entry against the page's origin. */
export function resolveRemoteEntryMap(json: unknown, base: string): RemoteEntryMap {
  const entries = Object.entries(checkRemoteEntryMap(json)).map(([name, url]) => [name, new URL(url, base).href] as const);
  return Object.fromEntries(entries) as RemoteEntryMap;
}

let remoteEntryMap: Promise<RemoteEntryMap> | null = null;

/** Fetches remotes.json once; a failed fetch is forgotten so that Retry fetches again. */
export function loadRemoteEntryMap(): Promise<RemoteEntryMap> {
  remoteEntryMap ??= fetch(remoteEntryMapPath, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json();
    })
    .then((json) => resolveRemoteEntryMap(json, window.location.origin))
    .catch((error: unknown) => {
      remoteEntryMap = null;
      throw error;
    });
  return remoteEntryMap;
}

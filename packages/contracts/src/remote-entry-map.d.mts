/** The four remotes, by the names used in remotes.json. */
export declare const remoteNames: readonly ['marketing', 'pricing', 'resources', 'contact'];
export type RemoteName = (typeof remoteNames)[number];

/** remotes.json, the release switch: each remote's name mapped to the URL of its remoteEntry.js. */
export type RemoteEntryMap = Record<RemoteName, string>;

/**
 * Checks a parsed remotes.json: an object with a non-empty URL for every remote. Returns the
 * entries as written (a URL path or an absolute URL); throws naming what is wrong.
 */
export declare function checkRemoteEntryMap(json: unknown): RemoteEntryMap;

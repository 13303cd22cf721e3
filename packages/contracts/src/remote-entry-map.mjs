// remotes.json, the release switch: each remote's name mapped to the URL of its remoteEntry.js. Plain
// JS, so that the site server on Node reads it by the same check the shell applies in the browser.

/** The four remotes, by the names used in remotes.json. */
export const remoteNames = /** @type {const} */ (['marketing', 'pricing', 'resources', 'contact']);

/** @typedef {(typeof remoteNames)[number]} RemoteName */

/**
 * remotes.json, the release switch: each remote's name mapped to the URL of its remoteEntry.js.
 * @typedef {Record<RemoteName, string>} RemoteEntryMap
 */

/**
 * Checks a parsed remotes.json: an object with a non-empty URL for every remote. Returns the
 * entries as written (a URL path or an absolute URL); throws naming what is wrong.
 * @param {unknown} json
 * @returns {RemoteEntryMap}
 */
export function checkRemoteEntryMap(json) {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('remotes.json is not an object');
  const entries = remoteNames.map((name) => {
    const url = /** @type {Record<string, unknown>} */ (json)[name];
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no entry for ${name}`);
    return [name, url];
  });
  return Object.fromEntries(entries);
}

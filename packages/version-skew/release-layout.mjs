// A release environment's folders, laid out as the static host is (docs/architecture/releases.md, "Releases").
// The release command writes them (scripts/release/environment.mjs) and the site server reads them
// (packages/site-server/src/build-folders.ts, src/ssr/remote-builds.ts): both take the paths from here.
//   remotes.json                     the release switch: each remote's remoteEntry.js
//   remotes/<name>/<version>/        each remote's releases, never changed once written
//   shell/<version>/                 the shell's releases
//   shell/current -> <version>       the shell served now
import { join } from 'node:path';

/**
 * @typedef {object} ReleaseLayout
 * @property {string} dir
 * @property {string} remotesJson
 * @property {string} remotesRoot
 * @property {(name: string) => string} remoteReleases The folder of every release of one remote: what /remotes/<name>/ is served from.
 * @property {(name: string, version: string) => string} remoteRelease
 * @property {string} shellRoot
 * @property {(version: string) => string} shellRelease
 * @property {string} currentShell
 */

/**
 * The paths of the environment in `dir`.
 * @param {string} dir
 * @returns {ReleaseLayout}
 */
export function releaseLayout(dir) {
  return {
    dir,
    remotesJson: join(dir, 'remotes.json'),
    remotesRoot: join(dir, 'remotes'),
    remoteReleases: (name) => join(dir, 'remotes', name),
    remoteRelease: (name, version) => join(dir, 'remotes', name, version),
    shellRoot: join(dir, 'shell'),
    shellRelease: (version) => join(dir, 'shell', version),
    currentShell: join(dir, 'shell', 'current'),
  };
}

/**
 * The URL path remotes.json names for a remote's release.
 * @param {string} name
 * @param {string} version
 */
export const entryOf = (name, version) => `/remotes/${name}/${version}/remoteEntry.js`;

/**
 * "/remotes/pricing/0.3.0/remoteEntry.js" → "0.3.0"; null for an entry outside the environment.
 * @param {string} name
 * @param {string | null | undefined} entry
 * @returns {string | null}
 */
export function versionOfEntry(name, entry) {
  return new RegExp(`^/remotes/${name}/([^/]+)/remoteEntry\\.js$`).exec(entry ?? '')?.[1] ?? null;
}

/**
 * "/remotes/pricing/0.3.0/" → { name: 'pricing', path: '0.3.0/' }: a URL path under /remotes/<name>/,
 * which the site serves from that remote's folder; null for any other (another origin's URL).
 * @param {string} urlPath
 * @returns {{ name: string, path: string } | null}
 */
export function servedRemotePath(urlPath) {
  const match = /^\/remotes\/([^/]+)\/(.*)$/.exec(urlPath);
  return match ? { name: match[1] ?? '', path: match[2] ?? '' } : null;
}

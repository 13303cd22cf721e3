export interface ReleaseLayout {
  dir: string;
  remotesJson: string;
  remotesRoot: string;
  /** The folder of every release of one remote: what /remotes/<name>/ is served from. */
  remoteReleases(name: string): string;
  remoteRelease(name: string, version: string): string;
  shellRoot: string;
  shellRelease(version: string): string;
  currentShell: string;
}

/** The paths of the environment in `dir` (docs/architecture.md, "Releases"). */
export declare function releaseLayout(dir: string): ReleaseLayout;
/** The URL path remotes.json names for a remote's release. */
export declare function entryOf(name: string, version: string): string;
/** "/remotes/pricing/0.3.0/remoteEntry.js" → "0.3.0"; null for an entry outside the environment. */
export declare function versionOfEntry(name: string, entry: string | null | undefined): string | null;
/** A URL path under /remotes/<name>/, split; null for any other. */
export declare function servedRemotePath(urlPath: string): { name: string; path: string } | null;

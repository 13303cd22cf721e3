import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkRemoteEntryMap } from '@staycompliant/contracts/remote-entry-map';
import { servedRemotePath } from '@staycompliant/version-skew/release-layout';
import { serverModuleIndexFile } from '@staycompliant/version-skew/server-module-index';
import type { BuildFolders } from '../build-folders.js';
import { readJson } from '../read-json.js';

/** One remote as remotes.json names it now. */
export interface RemoteBuild {
  /** Where the browser loads it from: remoteEntry.js's folder, as a URL path or an absolute URL. */
  publicBase: string;
  /** Its build on this machine, when the entry is one this server serves. */
  dir: string | null;
}

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Each remote as remotes.json names it now, checked as the shell checks it (checkRemoteEntryMap: a
 * file that misses a remote throws, and the page is rendered in the browser instead, where the same
 * check fails the remotes' areas with Retry); none when there is no remotes.json.
 */
export function readRemoteBuilds(folders: BuildFolders): Record<string, RemoteBuild> {
  if (!existsSync(folders.remotesJson)) return {};
  const entries = checkRemoteEntryMap(readJson<unknown>(folders.remotesJson));
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => {
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      // /remotes/<name>/… is served from the remote's folder (build-folders.ts).
      const local = servedRemotePath(base);
      const folder = local ? folders.remotesDir(local.name) : null;
      return [name, { publicBase: base, dir: local && folder ? join(folder, local.path) : null }];
    }),
  );
}

/** The stamp of the builds a page would be rendered from now: any app's new build gives another. */
export function buildStamp(folders: BuildFolders): string {
  const files = [
    folders.remotesJson,
    join(folders.shellDir, 'index.html'),
    join(folders.shellDir, 'server', serverModuleIndexFile),
    ...Object.values(remoteBuildsOrNone(folders)).flatMap(({ dir }) =>
      dir ? [join(dir, 'server', serverModuleIndexFile), join(dir, 'server', 'client-assets.json')] : [],
    ),
  ];
  // The real build behind a switched symlink (shell/current) has files of the same names.
  return `${files.map(mtime).join(':')}:${readShellTarget(folders)}`;
}

/** The stamp is asked before a page is rendered: a remotes.json the check refuses stamps no remote's files. */
function remoteBuildsOrNone(folders: BuildFolders): Record<string, RemoteBuild> {
  try {
    return readRemoteBuilds(folders);
  } catch {
    return {};
  }
}

function readShellTarget(folders: BuildFolders): string {
  try {
    return statSync(folders.shellDir).ino.toString();
  } catch {
    return '';
  }
}

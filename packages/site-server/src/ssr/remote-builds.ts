import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One remote as remotes.json names it now. */
export interface RemoteBuild {
  /** Where the browser loads it from: remoteEntry.js's folder, as a URL path or an absolute URL. */
  publicBase: string;
  /** Its dist/ on this machine, when the entry is one this server serves. */
  dir: string | null;
}

/** An app's dist/server/manifest.json: its server modules' files, and (the shell's) the shared singletons. */
export interface ServerManifest {
  modules: Record<string, string>;
  shared?: Record<string, string>;
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** The shell's build of the site at `root`. */
export const shellDistOf = (root: string) => join(root, 'shell', 'dist');

/** Each remote as the shell's remotes.json names it now; none when the shell has no remotes.json. */
export function readRemoteBuilds(root: string): Record<string, RemoteBuild> {
  const manifestFile = join(shellDistOf(root), 'remotes.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = readJson<Record<string, string>>(manifestFile);
  return Object.fromEntries(
    Object.entries(manifest).map(([name, entry]) => {
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      // /remotes/<name>/… is served from mfe-<name>/dist/… (site-server.ts).
      const local = /^\/remotes\/([^/]+)\/(.*)$/.exec(base);
      return [name, { publicBase: base, dir: local ? join(root, `mfe-${local[1]}`, 'dist', local[2] ?? '') : null }];
    }),
  );
}

/** The stamp of the builds a page would be rendered from now: any app's new build gives another. */
export function buildStamp(root: string): string {
  const shellDist = shellDistOf(root);
  const files = [
    join(shellDist, 'remotes.json'),
    join(shellDist, 'index.html'),
    join(shellDist, 'server', 'manifest.json'),
    ...Object.values(readRemoteBuilds(root)).flatMap(({ dir }) =>
      dir ? [join(dir, 'server', 'manifest.json'), join(dir, 'server', 'client-assets.json')] : [],
    ),
  ];
  return files.map(mtime).join(':');
}

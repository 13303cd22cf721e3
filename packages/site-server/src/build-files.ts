import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Folders that are never a browser's, at any depth (a release environment holds one build per version
 * folder): a build's server bundle, and a release's installed packages.
 */
const privateFolders = new Set(['server', 'node_modules']);
/** The build's compressed copies are sent in place of their file, never asked for by name. */
const compressedCopy = /\.(?:br|gz)$/;

/** Every file under `dir` a browser may fetch, as `/`-joined paths relative to it. */
function listServedFiles(dir: string): Set<string> {
  const files = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      // A symbolic link is not followed: a release's links lead into the workspace.
      if (entry.isDirectory()) {
        if (!privateFolders.has(entry.name)) walk(join(folder, entry.name), path);
      } else if (entry.isFile() && !compressedCopy.test(entry.name)) files.add(path);
    }
  };
  walk(dir, '');
  return files;
}

/**
 * The allow-list of a build folder's files (docs/architecture/site-server.md, "The site server"): what is served
 * is looked up in it, never resolved from the request's path. A build replaced in place is read
 * again on a miss, at most once per `rescanAfterMs`, so a flood of misses costs no disk walks.
 */
export function createBuildFiles(rescanAfterMs = 1000, now: () => number = Date.now) {
  const lists = new Map<string, { files: Set<string>; readAt: number }>();
  return (dir: string, path: string): boolean => {
    let list = lists.get(dir);
    if (list?.files.has(path)) return true;
    if (list && now() - list.readAt < rescanAfterMs) return false;
    list = { files: listServedFiles(dir), readAt: now() };
    lists.set(dir, list);
    return list.files.has(path);
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { releaseLayout } from '@staycompliant/version-skew/release-layout';

/** Where the site's builds are on this machine. */
export interface BuildFolders {
  /** The shell's build: index.html, assets/, routes.json, server/. */
  shellDir: string;
  /** The remotes.json the shell fetches, and the server renders by. */
  remotesJson: string;
  /** The folder `/remotes/<name>/…` is served from; null for a name it does not know. */
  remotesDir(name: string): string | null;
}

/**
 * The builds in place in the repository at `root` (what `npm start` serves): shell/dist, and each
 * mfe-<name>/dist under /remotes/<name>/. With an `environment` (a folder `npm run release` wrote,
 * laid out as the static host is), the shell's current release (shell/current), the environment's
 * remotes.json, and each remote's release folders under /remotes/<name>/<version>/.
 */
export function buildFolders(root: string, environment?: string): BuildFolders {
  // A remote's name, never a path: /remotes/../ cannot reach outside the remotes' folders.
  const folder = (name: string, dir: () => string) => (/^[a-z][a-z0-9-]*$/.test(name) && existsSync(dir()) ? dir() : null);
  if (environment) {
    const release = releaseLayout(environment);
    return {
      shellDir: release.currentShell,
      remotesJson: release.remotesJson,
      remotesDir: (name) => folder(name, () => release.remoteReleases(name)),
    };
  }
  const shellDir = join(root, 'shell', 'dist');
  return {
    shellDir,
    remotesJson: join(shellDir, 'remotes.json'),
    remotesDir: (name) => folder(name, () => join(root, `mfe-${name}`, 'dist')),
  };
}

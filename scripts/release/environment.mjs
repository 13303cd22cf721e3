// A release environment, laid out as the static host is (docs/architecture.md, "Releases"):
//   remotes.json                     the release switch: each remote's remoteEntry.js
//   remotes/<name>/<version>/        each remote's releases, never changed once written
//   shell/<version>/                 the shell's releases
//   shell/current -> <version>       the shell served now
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { readBuildManifest } from '../../packages/version-skew/build-manifest.mjs';

/** "/remotes/pricing/0.3.0/remoteEntry.js" → "0.3.0"; null for an entry outside the environment. */
export function versionOfEntry(name, entry) {
  return new RegExp(`^/remotes/${name}/([^/]+)/remoteEntry\\.js$`).exec(entry ?? '')?.[1] ?? null;
}

export const entryOf = (name, version) => `/remotes/${name}/${version}/remoteEntry.js`;

export function openEnvironment(dir) {
  const remotesJson = join(dir, 'remotes.json');
  const remoteDir = (name, version) => join(dir, 'remotes', name, version);
  const shellDir = (version) => join(dir, 'shell', version);
  const currentShell = join(dir, 'shell', 'current');

  return {
    dir,
    remoteDir,
    shellDir,
    /** remotes.json as it is now ({} before the first release). */
    readRemotes: () => (existsSync(remotesJson) ? JSON.parse(readFileSync(remotesJson, 'utf8')) : {}),
    /** The versions of a remote released into this environment. */
    remoteVersions: (name) => (existsSync(join(dir, 'remotes', name)) ? readdirSync(join(dir, 'remotes', name)) : []),
    /** The shell's version served now, or null. */
    currentShellVersion: () => (existsSync(currentShell) ? realpathSync(currentShell).split('/').pop() : null),
    /** The build manifest of a remote's release, or of the shell's. */
    remoteManifest: (name, version) => readBuildManifest(remoteDir(name, version)),
    shellManifest: (version) => readBuildManifest(shellDir(version)),
    /**
     * Copies a build into its release folder, whole or not at all. `modulesFrom`: the app's
     * node_modules, linked beside its server bundle, which imports react and the like by name.
     */
    addRelease(buildDir, target, { leaveOut = [], modulesFrom } = {}) {
      const staging = `${target}.partial`;
      rmSync(staging, { recursive: true, force: true });
      cpSync(realpathSync(buildDir), staging, {
        recursive: true,
        filter: (source) => !leaveOut.includes(source.slice(realpathSync(buildDir).length + 1)),
      });
      if (modulesFrom) symlinkSync(modulesFrom, join(staging, 'node_modules'));
      renameSync(staging, target);
    },
    /** Writes remotes.json in one rename: the server and the browser read the old file or the new. */
    writeRemotes(remotes) {
      const next = `${remotesJson}.next`;
      writeFileSync(next, `${JSON.stringify(remotes, null, 2)}\n`);
      renameSync(next, remotesJson);
    },
    /** Points shell/current at a release, in one rename. */
    switchShell(version) {
      const next = `${currentShell}.next`;
      rmSync(next, { force: true });
      symlinkSync(version, next);
      renameSync(next, currentShell);
    },
    ensureFolders() {
      mkdirSync(join(dir, 'remotes'), { recursive: true });
      mkdirSync(join(dir, 'shell'), { recursive: true });
    },
  };
}

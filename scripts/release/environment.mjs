// A release environment, laid out as the static host is: the paths are release-layout.mjs's, which
// the site server reads by.
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
import { readBuildFacts } from '../../packages/version-skew/build-facts.mjs';
import { releaseLayout } from '../../packages/version-skew/release-layout.mjs';

export { entryOf, versionOfEntry } from '../../packages/version-skew/release-layout.mjs';

export function openEnvironment(dir) {
  const layout = releaseLayout(dir);
  const { remotesJson, currentShell } = layout;
  const remoteDir = layout.remoteRelease;
  const shellDir = layout.shellRelease;

  return {
    dir,
    remoteDir,
    shellDir,
    /** remotes.json as it is now ({} before the first release). */
    readRemotes: () => (existsSync(remotesJson) ? JSON.parse(readFileSync(remotesJson, 'utf8')) : {}),
    /** The versions of a remote released into this environment. */
    remoteVersions: (name) => (existsSync(layout.remoteReleases(name)) ? readdirSync(layout.remoteReleases(name)) : []),
    /** The shell's version served now, or null. */
    currentShellVersion: () => (existsSync(currentShell) ? realpathSync(currentShell).split('/').pop() : null),
    /** The build facts of a remote's release, or of the shell's. */
    remoteBuildFacts: (name, version) => readBuildFacts(remoteDir(name, version)),
    shellBuildFacts: (version) => readBuildFacts(shellDir(version)),
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
      mkdirSync(layout.remotesRoot, { recursive: true });
      mkdirSync(layout.shellRoot, { recursive: true });
    },
  };
}

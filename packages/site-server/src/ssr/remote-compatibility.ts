import { skewRefusal } from '@staycompliant/version-skew';
import { readBuildManifest } from '@staycompliant/version-skew/build-manifest';
import type { RemoteBuild } from './remote-builds.js';

/**
 * Refuses, as the shell does in the browser (shell/src/federation/remote-compatibility.ts, both
 * through skewRefusal), a remote whose build manifest the shell's cannot serve: the thrown
 * VersionSkewError makes the page show the notice in that remote's area, and the browser, deciding
 * the same, hydrates the same HTML. A build without a manifest (older than manifests) is not judged.
 * Each refusal is logged once. Synchronous: it reads both build manifests from disk at each render.
 */
export function createOnDiskCompatibilityCheck() {
  const logged = new Set<string>();
  return function ensureCompatible(remote: string, build: RemoteBuild | undefined, shellDir: string): void {
    if (!build?.dir) return;
    const shell = readBuildManifest(shellDir);
    const built = readBuildManifest(build.dir);
    if (!shell || !built) return;
    const refusal = skewRefusal(remote, shell, built);
    if (!refusal) return;
    const key = `${build.dir}\n${shell.version}\n${refusal.message}`;
    if (!logged.has(key)) {
      logged.add(key);
      console.error(refusal.message);
    }
    throw refusal;
  };
}

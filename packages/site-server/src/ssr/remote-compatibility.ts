import { skewRefusal } from '@staycompliant/version-skew';
import { readBuildFacts } from '@staycompliant/version-skew/build-facts';
import type { RemoteBuild } from './remote-builds.js';

/**
 * Refuses, as the shell does in the browser (shell/src/federation/remote-compatibility.ts, both
 * through skewRefusal), a remote whose build facts the shell's cannot serve: the thrown
 * VersionSkewError makes the page show the notice in that remote's area, and the browser, deciding
 * the same, hydrates the same HTML. A build without build facts (older than them) is not judged.
 * Each refusal is logged once. Synchronous: it reads both builds' facts from disk at each render.
 */
export function createOnDiskCompatibilityCheck() {
  const logged = new Set<string>();
  return function ensureCompatible(remote: string, build: RemoteBuild | undefined, shellDir: string): void {
    if (!build?.dir) return;
    const shell = readBuildFacts(shellDir);
    const built = readBuildFacts(build.dir);
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

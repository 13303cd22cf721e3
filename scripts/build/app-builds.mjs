// An app's builds live in .dist-builds/<timestamp>/ and dist is a symlink to the one in use: a new
// build is written beside the old one and swapped in with one rename, so a server reading dist/
// meanwhile sees the whole old build or the whole new one, never a mix and never a gap
// (docs/architecture.md, "Builds").
import { existsSync, lstatSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Builds kept: the one in place stays until the next, so a page rendered from it can finish. */
const kept = 2;

/** A new, empty build folder for the app in `appDir`. */
export function newBuildDir(appDir) {
  let stamp = Date.now();
  while (existsSync(join(appDir, '.dist-builds', `${stamp}`))) stamp += 1;
  return join(appDir, '.dist-builds', `${stamp}`);
}

/** Points `appDir/dist` at `buildDir` in one rename, then removes all but the newest builds. */
export function publishBuild(appDir, buildDir) {
  const buildsDir = join(appDir, '.dist-builds');
  const dist = join(appDir, 'dist');
  const link = `${dist}.next`;
  rmSync(link, { force: true });
  symlinkSync(join('.dist-builds', buildDir.slice(buildsDir.length + 1)), link);
  // A dist/ folder from before builds were swapped in gives way once.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
  renameSync(link, dist);
  const builds = readdirSync(buildsDir).filter((name) => /^\d+$/.test(name)).sort();
  for (const old of builds.slice(0, Math.max(0, builds.length - kept))) rmSync(join(buildsDir, old), { recursive: true, force: true });
}

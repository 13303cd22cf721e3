// An app's builds live in .dist-builds/<timestamp>/ and dist is a symlink to the one in use: a new
// build is written beside the old one and swapped in with one rename, so a server reading dist/
// meanwhile sees the whole old build or the whole new one, never a mix and never a gap
// (docs/architecture/releases.md, "Builds").
import { existsSync, lstatSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { builtFrom } from './build-inputs.mjs';

/** Stamped (full) builds kept besides the one in place and the one before it, for a build of the same inputs to come back to. */
const keptFullBuilds = 2;

const buildsDirOf = (appDir) => join(appDir, '.dist-builds');

/** A new, empty build folder for the app in `appDir`. */
export function newBuildDir(appDir) {
  let stamp = Date.now();
  while (existsSync(join(buildsDirOf(appDir), `${stamp}`))) stamp += 1;
  return join(buildsDirOf(appDir), `${stamp}`);
}

/** The build folder `appDir/dist` points at, or null. */
export function buildInPlace(appDir) {
  const dist = join(appDir, 'dist');
  if (!existsSync(dist) || !lstatSync(dist).isSymbolicLink()) return null;
  return join(appDir, readlinkSync(dist));
}

/** The newest kept build made from `inputsHash`, or null. */
export function keptBuildOf(appDir, inputsHash) {
  if (!existsSync(buildsDirOf(appDir))) return null;
  const builds = readdirSync(buildsDirOf(appDir))
    .filter((name) => /^\d+$/.test(name))
    .sort()
    .reverse();
  const match = builds.find((name) => builtFrom(join(buildsDirOf(appDir), name)) === inputsHash);
  return match ? join(buildsDirOf(appDir), match) : null;
}

/**
 * Points `appDir/dist` at `buildDir` in one rename, then removes the builds older than it that are
 * neither the one it replaces (a page rendered from it can finish) nor among the newest full builds.
 * Newer ones may be builds still being written.
 */
export function publishBuild(appDir, buildDir) {
  const buildsDir = buildsDirOf(appDir);
  const dist = join(appDir, 'dist');
  const link = `${dist}.next`;
  const replaced = buildInPlace(appDir);
  rmSync(link, { force: true });
  symlinkSync(join('.dist-builds', basename(buildDir)), link);
  // A dist/ folder from before builds were swapped in gives way once.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
  renameSync(link, dist);

  const builds = readdirSync(buildsDir)
    .filter((name) => /^\d+$/.test(name))
    .sort()
    .reverse();
  const fullBuilds = builds.filter((name) => builtFrom(join(buildsDir, name)) !== null).slice(0, keptFullBuilds);
  const kept = new Set([replaced && basename(replaced), ...fullBuilds]);
  for (const old of builds.filter((name) => name < basename(buildDir) && !kept.has(name)))
    rmSync(join(buildsDir, old), { recursive: true, force: true });
}

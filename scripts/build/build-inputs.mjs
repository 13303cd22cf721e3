// What a workspace package's build is made from, as one content hash: the files of the package and of
// every workspace package it depends on (tracked or new, as git lists them, plus its .env files),
// the lockfile and the workspace's shared config, the scripts that run the builds, and for an app
// NODE_ENV: no environment's value is compiled in (docs/architecture/operations.md, "Configuration at run time"),
// so the VITE_* variables and the ports are not inputs. A build writes the hash beside its output, and
// the next build with the same hash is skipped (docs/architecture/releases.md, "Builds"). Contents, not
// modification times: a fresh clone or a checkout back and forth changes every mtime and no content.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from '../setup/pnpm-runtime.mjs';

/** The file, in a build's output folder, that holds the hash of what it was built from. */
export const stampFile = '.build-inputs';

/** Files outside any package that every build reads. */
const sharedInputs = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'scripts/build/build-app.mjs',
  'scripts/build/build-package.mjs',
];

/** Every workspace package folder (relative to the root), by package name. */
export function workspacePackages() {
  const folders = [
    'shell',
    ...readdirSync(root).filter((name) => name.startsWith('mfe-')),
    ...readdirSync(join(root, 'packages')).map((name) => join('packages', name)),
  ];
  const byName = new Map();
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json');
    if (existsSync(manifest)) byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  return byName;
}

/** The folder of `packageDir` and of every workspace package it depends on, directly or not. */
function packageFolders(packageDir) {
  const byName = workspacePackages();
  const found = new Set([relative(root, packageDir)]);
  const pending = [...found];
  while (pending.length > 0) {
    const manifest = JSON.parse(readFileSync(join(root, pending.pop(), 'package.json'), 'utf8'));
    for (const [name, spec] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const folder = byName.get(name);
      if (String(spec).startsWith('workspace:') && folder && !found.has(folder)) {
        found.add(folder);
        pending.push(folder);
      }
    }
  }
  return [...found].sort();
}

/** The files under `paths` that git tracks or would track (ignored ones, like dist, left out). */
function listedFiles(paths) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].sort();
}

/** The build-time settings an app's bundles hold: the mode Vite builds in, nothing of an environment. */
function appSettings(env) {
  return [`NODE_ENV=${env.NODE_ENV ?? ''}`];
}

/**
 * The hash of what the build of the package in `packageDir` reads. `app`: a Vite app, whose bundles
 * depend on NODE_ENV of `env`.
 * @param {string} packageDir
 * @param {{ app: boolean, env?: NodeJS.ProcessEnv }} options
 */
export function buildInputsHash(packageDir, { app, env = process.env }) {
  const hash = createHash('sha256');
  const folders = packageFolders(packageDir);
  for (const file of listedFiles([...folders, ...sharedInputs])) {
    hash.update(file).update('\0');
    // A file git tracks but that was deleted counts as missing.
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  // .env files are git-ignored and still read by Vite.
  for (const folder of folders) {
    for (const name of readdirSync(join(root, folder))
      .filter((entry) => entry.startsWith('.env'))
      .sort()) {
      hash
        .update(join(folder, name))
        .update('\0')
        .update(readFileSync(join(root, folder, name)))
        .update('\0');
    }
  }
  if (app) hash.update(appSettings(env).join('\n'));
  return hash.digest('hex');
}

/** The hash a build in `buildDir` was made from, or null. */
export function builtFrom(buildDir) {
  try {
    return readFileSync(join(buildDir, stampFile), 'utf8').trim();
  } catch {
    return null;
  }
}

/** FORCE_BUILD=1 builds whatever the stamps say. */
export const forced = (env = process.env) => env.FORCE_BUILD === '1' || env.FORCE_BUILD === 'true';

// Builds a workspace package unless its build in place was made from the same inputs
// (scripts/build/build-inputs.mjs): `pnpm dev` and a remote's `preview` then start without
// rebuilding what has not changed, and without pnpm's start-up when nothing has.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpm, root } from '../setup/pnpm-runtime.mjs';
import { buildInPlace } from './app-builds.mjs';
import { buildInputsHash, builtFrom, forced, workspacePackages } from './build-inputs.mjs';

/**
 * Whether the package's build in place was made from its current inputs.
 * @param {string} packageDir
 * @param {{ app: boolean }} kind `app`: a Vite app (dist a symlink into .dist-builds/); else tsc's dist/.
 */
export function isBuildCurrent(packageDir, { app }) {
  const built = app ? buildInPlace(packageDir) : join(packageDir, 'dist');
  return built !== null && builtFrom(built) === buildInputsHash(packageDir, { app });
}

/** @param {string} packageDir @param {{ app: boolean }} kind */
export function buildIfChanged(packageDir, kind) {
  if (isBuildCurrent(packageDir, kind)) return false;
  pnpm(['--filter', `./${relative(root, packageDir)}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return true;
}

/**
 * Whether `npm run build` would skip every package, found without starting pnpm and a process per
 * package: most of a second `npm start`. False for a build this does not know (nor under FORCE_BUILD).
 */
export function everyBuildCurrent() {
  if (forced()) return false;
  for (const folder of workspacePackages().values()) {
    const build = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).scripts?.build;
    if (build === undefined) continue;
    const kind = /build-app\.mjs$/.test(build) ? { app: true } : /build-package\.mjs$/.test(build) ? { app: false } : null;
    if (kind === null || !isBuildCurrent(join(root, folder), kind)) return false;
  }
  return true;
}

// Builds a workspace package unless its build in place was made from the same inputs
// (scripts/build/build-inputs.mjs): `pnpm dev` and a remote's `preview` then start without
// rebuilding what has not changed, and without pnpm's start-up when nothing has.
import { join, relative } from 'node:path';
import { pnpm, root } from '../setup/pnpm-runtime.mjs';
import { buildInPlace } from './app-builds.mjs';
import { buildInputsHash, builtFrom } from './build-inputs.mjs';

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

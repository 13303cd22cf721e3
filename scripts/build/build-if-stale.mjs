// Builds a workspace package compiled by tsc when a file under its src/ is newer than its dist/:
// `pnpm dev` then starts without rebuilding what has not changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from '../setup/pnpm-runtime.mjs';

/** The newest modification time of any file under `dir`. */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** @param {string} packageDir */
export function buildIfStale(packageDir) {
  const dist = join(packageDir, 'dist');
  if (existsSync(dist) && newestMtime(join(packageDir, 'src')) <= newestMtime(dist)) return;
  pnpm(['--filter', `./${packageDir.slice(packageDir.indexOf('packages'))}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

// What an app's server build is made of: its server module index, written into dist/server/ by the
// build (packages/vite-config's serverModuleIndex plugin) and read by the site server to find each
// module's file. Node only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} ServerModuleIndex
 * @property {Record<string, string>} modules Exposed module name ('./PricingPage') or 'entry' → file, relative to dist/server/.
 * @property {Record<string, string>} [shared] The shell's only: each workspace singleton → the file that re-exports it.
 */

/** Its file in an app's dist/server/. The name stays manifest.json: released builds on disk carry it. */
export const serverModuleIndexFile = 'manifest.json';

/**
 * The server module index of the server build in `serverDir`.
 * @param {string} serverDir
 * @returns {ServerModuleIndex}
 */
export function readServerModuleIndex(serverDir) {
  return JSON.parse(readFileSync(join(serverDir, serverModuleIndexFile), 'utf8'));
}

import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file the build
 * emits. The site server sends the copy the browser accepts, so nothing is compressed per request:
 * smaller files than a server's fast setting gives, and no compression competing for the CPU with
 * the page it serves.
 */
export function precompressed(): Plugin {
  // Below 1 KB a copy saves next to nothing (and the server's compression leaves such files alone too).
  const plugin = compression({ algorithms: ['brotliCompress', 'gzip'], threshold: precompressedMinBytes }) as Plugin;
  // `pnpm dev`'s rebuilds are served uncompressed from the shell's dev server: brotli at quality 11
  // would cost each rebuild seconds.
  return { ...plugin, apply: (config, env) => env.command === 'build' && !config.build?.watch };
}

export const precompressedMinBytes = 1024;

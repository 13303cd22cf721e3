import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressed } from '@staycompliant/vite-config';
import { emitRouteManifest } from '../build/emit-route-manifest';

const shellDir = resolve(import.meta.dirname, '..');

/** Swaps the federation loader for the one that imports each remote's source at build time. */
function remotesResolvedAtBuildTime(): Plugin {
  const bundledLoader = resolve(shellDir, 'src/federation/bundled-remote-loader.ts');
  return {
    name: 'staycompliant:remotes-resolved-at-build-time',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.startsWith(resolve(shellDir, 'src')) && /\/remote-loader(\.ts)?$/.test(source)) return bundledLoader;
      return null;
    },
  };
}

/** `npm run bench` builds this into .bench/bundled/shell/dist: the same site as one bundle. */
export default defineConfig({
  root: shellDir,
  plugins: [remotesResolvedAtBuildTime(), react(), tailwindcss(), emitRouteManifest(), precompressed()],
  build: { target: 'esnext', outDir: resolve(shellDir, '..', '.bench', 'bundled', 'shell', 'dist'), emptyOutDir: true },
});

import { resolve } from 'node:path';
import { localUrls, precompressed, serverBundleDir, shellServerBuild, warnAboutOurCode } from '@staycompliant/vite-config';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { emitRouteManifest } from '../build/emit-route-manifest';
import { inlineEarlyInput } from '../build/inline-early-input';
import { remotesFromSource } from '../build/remotes-from-source';
import { scriptsAfterThePage } from '../build/scripts-after-the-page';

const shellDir = resolve(import.meta.dirname, '..');
const outDir = resolve(shellDir, '..', '.bench', 'bundled', 'shell', 'dist');

/**
 * `npm run bench` builds this into .bench/bundled/shell/dist: the same site as one bundle, without
 * federation. `vite build` is the browser's build (with .vite/manifest.json and ssr-manifest.json,
 * which the server entry reads for a page's stylesheets and chunks); `vite build --ssr` the server
 * bundle, into dist/server/, whose entry (entry-server.bundled.tsx) renders every remote's page from
 * its source, so the site server renders this variant's pages as it renders the federated site's.
 */
export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) {
    return mergeConfig(
      { root: shellDir, plugins: [remotesFromSource(), react(), localUrls()] },
      shellServerBuild(resolve(shellDir, 'bench/entry-server.bundled.tsx'), resolve(outDir, serverBundleDir)),
    );
  }
  return {
    root: shellDir,
    plugins: [
      remotesFromSource(),
      react(),
      localUrls(),
      tailwindcss(),
      emitRouteManifest(),
      inlineEarlyInput(),
      scriptsAfterThePage(),
      precompressed(),
    ],
    build: { target: 'esnext', outDir, emptyOutDir: true, manifest: true, ssrManifest: true, rollupOptions: { onwarn: warnAboutOurCode } },
  };
});

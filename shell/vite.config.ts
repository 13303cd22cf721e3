import federation from '@originjs/vite-plugin-federation';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { devRemoteManifest, precompressed, serverBundleDir, sharedFor, shellServerBuild } from '@staycompliant/vite-config';
import { compileEagerly } from './build/compile-eagerly';
import { emitRouteManifest } from './build/emit-route-manifest';
import { scriptsAfterThePage } from './build/scripts-after-the-page';

// `vite build` builds the browser's app; `vite build --ssr` the same app for Node, into dist/server/,
// which the site server renders pages with (docs/architecture.md, "Server rendering").
export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) {
    return mergeConfig({ plugins: [react()] }, shellServerBuild('src/entry-server.tsx', `dist/${serverBundleDir}`));
  }
  return {
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name: 'shell',
        // Remotes are registered at run time from remotes.json; the runtime needs one entry here.
        remotes: { placeholder: 'data:text/javascript,export {}' },
        shared: sharedFor(import.meta.dirname),
      }),
      emitRouteManifest(),
      compileEagerly(/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./),
      devRemoteManifest(),
      scriptsAfterThePage(),
      precompressed(),
    ],
    build: { target: 'esnext' },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});

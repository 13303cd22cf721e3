import federation from '@originjs/vite-plugin-federation';
import { devShellPort, sitePort } from '@staycompliant/local-ports';
import {
  buildFacts,
  localUrls,
  precompressed,
  serverBundleDir,
  sharedFor,
  shellServerBuild,
  warnAboutOurCode,
} from '@staycompliant/vite-config';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { compileEagerly } from './build/compile-eagerly';
import { emitRouteManifest } from './build/emit-route-manifest';
import { feedImagesInDev } from './build/feed-images-in-dev';
import { inlineEarlyInput } from './build/inline-early-input';
import { inlineFavicon } from './build/inline-favicon';
import { exposedModuleSources, remotesFromSource } from './build/remotes-from-source';
import { scriptsAfterThePage } from './build/scripts-after-the-page';

// `vite build` builds the browser's app; `vite build --ssr` the same app for Node, into dist/server/,
// which the site server renders pages with (docs/architecture/server-rendering.md, "Server rendering").
export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) {
    return mergeConfig({ plugins: [react()] }, shellServerBuild('src/entry-server.tsx', `dist/${serverBundleDir}`));
  }
  return {
    plugins: [
      react(),
      localUrls(),
      tailwindcss(),
      federation({
        name: 'shell',
        // Remotes are registered at run time from remotes.json; the runtime needs one entry here.
        remotes: { placeholder: 'data:text/javascript,export {}' },
        shared: sharedFor(import.meta.dirname),
      }),
      emitRouteManifest(),
      buildFacts(import.meta.dirname),
      compileEagerly(/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./),
      // pnpm dev composes the remotes from their source, with hot reload (docs/architecture/development.md, "The daily loop").
      { ...remotesFromSource(), apply: 'serve' },
      // The site server's /feed-images, which the dev server has not: the cards' pictures.
      feedImagesInDev(),
      inlineEarlyInput(),
      inlineFavicon(),
      scriptsAfterThePage(),
      precompressed(),
    ],
    build: { target: 'esnext', rollupOptions: { onwarn: warnAboutOurCode } },
    server: { port: devShellPort(), strictPort: true },
    // The remotes' dependencies are found at start too: one found on the first visit would make
    // Vite reload the page.
    optimizeDeps: { entries: ['./index.html', ...exposedModuleSources] },
    preview: { port: sitePort(), strictPort: true },
  };
});

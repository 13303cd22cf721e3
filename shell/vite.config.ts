import federation from '@originjs/vite-plugin-federation';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devRemoteManifest, precompressed, sharedFor } from '@staycompliant/vite-config';
import { compileEagerly } from './build/compile-eagerly';
import { emitRouteManifest } from './build/emit-route-manifest';

export default defineConfig({
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
    precompressed(),
  ],
  build: { target: 'esnext' },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});

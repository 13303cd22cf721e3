import federation from '@originjs/vite-plugin-federation';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import devPorts from '../dev-ports.json' with { type: 'json' };
import { sharedFor } from './federation-shared';
import { precompressed } from './precompressed';

export interface RemoteDefinition {
  /** The remote's name in remotes.json. */
  name: keyof typeof devPorts;
  /** The remote's folder (import.meta.dirname of its vite.config.ts). */
  dir: string;
  /** Exposed module name → source file: the remote's public face. */
  exposes: Record<string, string>;
}

/**
 * The shell adds an exposed module's stylesheets itself (shell/src/federation/remote-styles.ts):
 * the federation runtime would add a second copy of a stylesheet the prerendered page already
 * links, and every stylesheet added restyles the whole page.
 */
function withStylesLeftToTheShell(exposes: Record<string, string>) {
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, { import: file, dontAppendStylesToHead: true }]));
}

/**
 * A remote's build: remoteEntry.js plus hashed chunks, with relative URLs so that the same
 * dist/ works under any path (/remotes/<name>/ locally, a versioned CDN path in production).
 */
export function defineRemoteConfig({ name, dir, exposes }: RemoteDefinition): UserConfig {
  return defineConfig({
    base: './',
    plugins: [
      react(),
      tailwindcss(),
      federation({ name, filename: 'remoteEntry.js', exposes: withStylesLeftToTheShell(exposes), shared: sharedFor(dir) }),
      precompressed(),
    ],
    // Everything at the top of dist/: remoteEntry.js imports its chunks relative to itself.
    build: { target: 'esnext', emptyOutDir: true, assetsDir: '' },
    preview: { port: devPorts[name], strictPort: true, cors: true },
  });
}

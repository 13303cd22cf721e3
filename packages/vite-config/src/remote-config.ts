import federation from '@originjs/vite-plugin-federation';
import { previewPort, type RemoteName } from '@staycompliant/local-ports';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defineConfig, mergeConfig, type UserConfig } from 'vite';
import { buildFacts } from './build-facts';
import { exposedModuleAssets } from './client-assets';
import { sharedFor } from './federation-shared';
import { warnAboutOurCode } from './library-warnings';
import { localUrls } from './local-urls';
import { precompressed } from './precompressed';
import { remoteServerBuild, serverBundleDir } from './server-bundle';

export interface RemoteDefinition {
  /** The remote's name in remotes.json. */
  name: RemoteName;
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
 * `vite build --ssr` builds the same exposed modules for Node into dist/server/, which the site
 * server renders pages with (docs/architecture/server-rendering.md, "Server rendering").
 */
export function defineRemoteConfig({ name, dir, exposes }: RemoteDefinition) {
  return defineConfig(({ isSsrBuild }: ConfigEnv): UserConfig => {
    const common: UserConfig = {
      base: './',
      preview: { port: previewPort(name), strictPort: true, cors: true },
    };
    if (isSsrBuild) {
      // Merged, not spread: the server build's own `plugins` would replace these.
      return mergeConfig(mergeConfig(common, { plugins: [react()] }), remoteServerBuild(exposes, `dist/${serverBundleDir}`));
    }
    return mergeConfig(common, {
      plugins: [
        react(),
        localUrls(),
        tailwindcss(),
        federation({ name, filename: 'remoteEntry.js', exposes: withStylesLeftToTheShell(exposes), shared: sharedFor(dir) }),
        exposedModuleAssets(),
        buildFacts(dir),
        precompressed(),
      ],
      // Everything at the top of dist/: remoteEntry.js imports its chunks relative to itself.
      build: { target: 'esnext', emptyOutDir: true, assetsDir: '', rollupOptions: { onwarn: warnAboutOurCode } },
    });
  });
}

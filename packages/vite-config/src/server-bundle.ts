import { basename } from 'node:path';
import { type ServerModuleIndex, serverModuleIndexFile } from '@staycompliant/version-skew/server-module-index';
import type { Plugin, UserConfig } from 'vite';
import { sharedSingletons } from './federation-shared';
import { warnAboutOurCode } from './library-warnings';

/**
 * The server bundle of an app (docs/architecture/server-rendering.md, "Server rendering"): its modules compiled for
 * Node into dist/server/, with every federation singleton left as a bare import. The site server
 * resolves those to the shell's copies, so one React, one router and one UI kit render a page.
 */
export const serverBundleDir = 'server';

/** True for an import that the server bundles leave to the shell: a singleton or a subpath of one. */
export function isSharedOnTheServer(id: string): boolean {
  return sharedSingletons.some((name) => id === name || (!name.startsWith('@staycompliant/') && id.startsWith(`${name}/`)));
}

/** Writes the ServerModuleIndex (dist/server/manifest.json) from the build's entries, named `name` in `input`. */
function serverModuleIndex(moduleOfEntry: (entryName: string) => string | null, shared: Record<string, string>): Plugin {
  return {
    name: 'staycompliant:server-module-index',
    generateBundle(_options, bundle) {
      const index: ServerModuleIndex = { modules: {}, shared: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const sharedName = Object.entries(shared).find(([, entryName]) => entryName === chunk.name)?.[0];
        if (sharedName) index.shared![sharedName] = chunk.fileName;
        const module = moduleOfEntry(chunk.name);
        if (module) index.modules[module] = chunk.fileName;
      }
      if (Object.keys(index.shared!).length === 0) delete index.shared;
      this.emitFile({ type: 'asset', fileName: serverModuleIndexFile, source: `${JSON.stringify(index, null, 2)}\n` });
    },
  };
}

/** The entry name of an exposed module: './PricingPage' → 'pricing-page' (its file's name). */
function entryNameOf(file: string) {
  return basename(file).replace(/\.[jt]sx?$/, '');
}

/** A remote's server build: each exposed module an entry, everything bundled but the singletons. */
export function remoteServerBuild(exposes: Record<string, string>, outDir: string): UserConfig {
  const entries = Object.fromEntries(Object.values(exposes).map((file) => [entryNameOf(file), file]));
  const moduleOf = (entryName: string) => Object.entries(exposes).find(([, file]) => entryNameOf(file) === entryName)?.[0] ?? null;
  return serverBuild(entries, outDir, [serverModuleIndex(moduleOf, {})], isSharedOnTheServer);
}

/**
 * The shell's server build: its render entry, plus one re-exporting entry per workspace singleton
 * (the UI kit's entry points, the router), which the remotes' server bundles import.
 */
export function shellServerBuild(entry: string, outDir: string): UserConfig {
  const workspaceShared = sharedSingletons.filter((name) => name.startsWith('@staycompliant/'));
  const sharedEntryName = (name: string) => `shared/${name.replace(/^@/, '').replace(/\//g, '-')}`;
  const virtualPrefix = '\0staycompliant-shared:';
  const shared = Object.fromEntries(workspaceShared.map((name) => [name, sharedEntryName(name)]));
  const reExports: Plugin = {
    name: 'staycompliant:shared-re-exports',
    resolveId: (id) => (id.startsWith('staycompliant-shared:') ? `\0${id}` : null),
    load: (id) => (id.startsWith(virtualPrefix) ? `export * from '${id.slice(virtualPrefix.length)}';` : null),
  };
  const entries = {
    'entry-server': entry,
    ...Object.fromEntries(workspaceShared.map((name) => [sharedEntryName(name), `staycompliant-shared:${name}`])),
  };
  // The shell bundles the workspace singletons (TypeScript sources Node cannot run) and leaves the
  // packages from the registry to Node.
  const external = (id: string) => isSharedOnTheServer(id) && !id.startsWith('@staycompliant/');
  return serverBuild(
    entries,
    outDir,
    [reExports, serverModuleIndex((name) => (name === 'entry-server' ? 'entry' : null), shared)],
    external,
  );
}

/** The browser's build has the styles; on the server a stylesheet import is nothing. */
const noStylesOnTheServer: Plugin = {
  name: 'staycompliant:no-styles-on-the-server',
  enforce: 'pre',
  load: (id) => (/\.css($|\?)/.test(id) ? '' : null),
};

function serverBuild(input: Record<string, string>, outDir: string, plugins: Plugin[], external: (id: string) => boolean): UserConfig {
  return {
    plugins: [noStylesOnTheServer, ...plugins],
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input,
        external,
        onwarn: warnAboutOurCode,
        // Hashed names: a new build never reuses a file name Node has already loaded and cached.
        output: { format: 'es', entryFileNames: '[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

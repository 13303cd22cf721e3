import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

import { serverBundleDir } from './server-bundle';

/** What a server-rendered page links for one exposed module of a remote, relative to its dist/. */
export interface ExposedModuleAssets {
  /** The module's chunk and every chunk it imports statically: the page's modulepreload hints. */
  scripts: string[];
  /** Its stylesheets, linked by the page so the module paints styled before any script runs. */
  styles: string[];
}

export const clientAssetsFile = `${serverBundleDir}/client-assets.json`;
const exposePrefix = '__federation_expose_';

function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * A remote's client build writes dist/server/client-assets.json: for each exposed module, the
 * scripts and stylesheets the browser needs for it, so the server can link and hint them.
 */
export function exposedModuleAssets(): Plugin {
  return {
    name: 'staycompliant:client-assets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const assets: Record<string, ExposedModuleAssets> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.name.startsWith(exposePrefix)) continue;
        const closure = staticClosure(bundle, chunk);
        assets[`./${chunk.name.slice(exposePrefix.length)}`] = {
          scripts: closure.map((each) => each.fileName),
          styles: [...new Set(closure.flatMap((each) => [...(each.viteMetadata?.importedCss ?? [])]))],
        };
      }
      this.emitFile({ type: 'asset', fileName: clientAssetsFile, source: `${JSON.stringify(assets, null, 2)}\n` });
    },
  };
}

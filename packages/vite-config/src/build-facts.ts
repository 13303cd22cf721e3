import { buildFactsFile, buildFactsOf } from '@staycompliant/version-skew/build-facts';
import type { Plugin } from 'vite';
import { packageOf, sharedSingletons } from './federation-shared';

/** The packages behind the shared singletons: the kit once, not each of its entry points. */
export const sharedPackages: readonly string[] = [...new Set(sharedSingletons.map(packageOf))];

const virtualId = 'virtual:build-facts';

/**
 * Writes build-manifest.json into the browser's build (beside remoteEntry.js, or the shell's
 * index.html): the app's version and each shared package's exact version and accepted range, which
 * the shell, the site server and the release command compare (docs/architecture/releases.md, "Versions and
 * skew"). The same facts are `virtual:build-facts` to the app's own code: the shell's record of
 * what it was built with.
 */
export function buildFacts(appDir: string): Plugin {
  const facts = () => buildFactsOf(appDir, sharedPackages);
  return {
    name: 'staycompliant:build-facts',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : undefined),
    load: (id) => (id === `\0${virtualId}` ? `export default ${JSON.stringify(facts())};` : undefined),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: buildFactsFile, source: `${JSON.stringify(facts(), null, 2)}\n` });
    },
  };
}

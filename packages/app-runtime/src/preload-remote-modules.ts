import type { RemoteName } from '@staycompliant/contracts';
import { lazyPart } from './lazy-part';
import { loadModuleWithRetries } from './load-module-with-retries';
import { loadOnce } from './load-once';
import { remoteLoadTimeoutMs } from './load-policy';
import { moduleKey, moduleLoad } from './module-loads';

/**
 * Loads a page's remote modules before it hydrates, each with the bounded retries. One that fails
 * keeps its server HTML, suspended as a lazy part that starts failed: it hydrates when a Retry brings
 * its code (a lazy module that rejects while hydrating makes React replace the server's HTML with
 * its error boundary's message, error 422).
 */
export async function preloadRemoteModules(modules: readonly (readonly [RemoteName, string])[]): Promise<void> {
  await Promise.all(
    modules.map(([remote, module]) =>
      loadModuleWithRetries(remote, module, remoteLoadTimeoutMs, { navigation: false }).then(
        ({ default: component }) => {
          moduleLoad(remote, module).component = component;
        },
        (error: unknown) => {
          const name = moduleKey(remote, module);
          console.warn(`${name} did not load; the server's HTML stays until Retry.`, error);
          moduleLoad(remote, module).keptFromTheServer = lazyPart({ name, load: () => loadOnce(remote, module), failedAlready: true });
        },
      ),
    ),
  );
}

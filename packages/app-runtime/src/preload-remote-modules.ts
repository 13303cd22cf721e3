import type { RemoteName } from '@staycompliant/contracts';
import { importComponent, keepLoadedComponent } from './component-imports';
import { type AnyLazyPart, lazyPart } from './lazy-part';
import { remoteLoadTimeoutMs } from './load-policy';
import { loadRemoteComponent } from './remote-component-load';

/**
 * A page's module whose load before hydration failed, kept suspended so its server HTML stays on
 * screen, readable and with working links, until a Retry brings its code and hydrates it in place.
 */
const keptFromTheServer = new Map<string, AnyLazyPart>();

/**
 * Loads a page's remote modules before it hydrates. One that fails keeps its server HTML: it
 * hydrates when a Retry brings its code (a lazy module that rejects while hydrating makes React
 * replace the server's HTML with its error boundary's message, error 422).
 */
export async function preloadRemoteModules(modules: readonly (readonly [RemoteName, string])[]): Promise<void> {
  await Promise.all(
    modules.map(([remote, module]) =>
      loadRemoteComponent(remote, module, remoteLoadTimeoutMs).then(
        ({ default: component }) => keepLoadedComponent(remote, module, component),
        (error: unknown) => {
          console.warn(`${remote}/${module} did not load; the server's HTML stays until Retry.`, error);
          const name = `${remote}/${module}`;
          keptFromTheServer.set(name, lazyPart({ name, load: () => importComponent(remote, module), failedAlready: true }));
        },
      ),
    ),
  );
}

/** The part kept for a module whose preload failed (`remote/module`), if any. */
export function keptPageFromTheServer(name: string): AnyLazyPart | undefined {
  return keptFromTheServer.get(name);
}

/** Forgets a kept part once its RemoteModule has committed: a later mount loads the module anew. */
export function forgetKeptPage(name: string): void {
  keptFromTheServer.delete(name);
}

import { loadRemoteModule, type RemoteName } from '@staycompliant/contracts';
import { remoteLoadTimeoutMs } from './load-policy';
import { type AnyComponent, hasCodeLoadFailed, moduleKey, moduleLoad, noteCodeLoadFailure } from './module-loads';
import { trackNavigationLoad } from './navigation-loads';
import { withTimeout } from './with-timeout';

function importDefaultExport(remote: RemoteName, module: string): Promise<AnyComponent> {
  return loadRemoteModule(remote, module).then((namespace) => {
    const component = (namespace as { default?: unknown } | null)?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${moduleKey(remote, module)} has no default export`);
    }
    return component as AnyComponent;
  });
}

/** One attempt at a module's default export, no retry; a prefetch of it on its way is taken over. */
export function loadOnce(remote: RemoteName, module: string): Promise<AnyComponent> {
  const load = moduleLoad(remote, module).prefetch?.load ?? importDefaultExport(remote, module);
  return load.catch((error: unknown) => {
    noteCodeLoadFailure();
    throw error;
  });
}

/**
 * Resolves once the module's code is in, loaded ahead of need (a prefetch) or before hydration: a
 * part still waiting to hydrate can then hydrate while the browser is idle, not in the render of
 * the next navigation. Never resolves for a module nothing loads ahead.
 */
export function whenLoadedAhead(remote: RemoteName, module: string): Promise<void> {
  const entry = moduleLoad(remote, module);
  if (entry.component) return Promise.resolve();
  return new Promise((resolve) => {
    entry.waitingAhead = [...(entry.waitingAhead ?? []), resolve];
  });
}

export type PrefetchReason = 'intent' | 'idle';

/**
 * Starts loading a module the visitor may soon need (a page behind a link), once per page life:
 * one attempt within the loaders' deadline, no retry; a failure is silent, ends all loading ahead
 * (noteCodeLoadFailure), and the navigation's own attempts follow later. On `intent` (a pointer
 * over the link, focus, a touch) it counts as a navigation's load, ahead of the parts below the
 * fold; on `idle` it does not. Resolves whether the module is in.
 */
export function prefetchOnce(remote: RemoteName, module: string, reason: PrefetchReason): Promise<boolean> {
  const entry = moduleLoad(remote, module);
  const onItsWay = entry.prefetch;
  if (onItsWay) {
    // Started when the browser was idle, and now a visitor points at the link.
    if (reason === 'intent' && !onItsWay.navigation) {
      onItsWay.navigation = true;
      trackNavigationLoad(onItsWay.load);
    }
    return onItsWay.load.then(
      () => true,
      () => false,
    );
  }
  if (typeof document === 'undefined' || entry.component || entry.prefetched || hasCodeLoadFailed()) {
    return Promise.resolve(entry.component !== undefined);
  }
  entry.prefetched = true;
  const load = withTimeout(importDefaultExport(remote, module), remoteLoadTimeoutMs, moduleKey(remote, module));
  entry.prefetch = { load, navigation: reason === 'intent' };
  if (reason === 'intent') trackNavigationLoad(load);
  return load.then(
    (component) => {
      entry.prefetch = undefined;
      entry.component = component;
      for (const resolve of entry.waitingAhead ?? []) resolve();
      entry.waitingAhead = undefined;
      return true;
    },
    () => {
      entry.prefetch = undefined;
      noteCodeLoadFailure();
      return false;
    },
  );
}

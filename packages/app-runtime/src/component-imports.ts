import { loadRemoteModule, type RemoteName } from '@staycompliant/contracts';
import type { ComponentType } from 'react';
import { remoteLoadTimeoutMs } from './load-policy';
import { trackNavigationLoad } from './navigation-loads';
import { withTimeout } from './with-timeout';

// biome-ignore lint: exposed modules take any props
export type AnyComponent = ComponentType<any>;

/**
 * Modules whose code is in: the page's own, loaded before hydration (preloadRemoteModules), and the
 * ones prefetched since. RemoteModule renders such a module at once, without suspending.
 */
const loaded = new Map<string, AnyComponent>();
/** Prefetches on their way: a load of the same module meanwhile takes this promise, no second request. */
const prefetching = new Map<string, { load: Promise<AnyComponent>; navigation: boolean }>();
/** Each module is prefetched at most once in the page's life, whatever its outcome. */
const prefetched = new Set<string>();

/**
 * Once any load of code on the page has failed (a prefetch, a page's module, a part below the fold),
 * nothing more is loaded ahead in the page's life: the network or a remote is down, and requests
 * made ahead would only add to the ones the visitor's own loads retry.
 */
// On the page's global object: each app bundles its own copy of this package (it is not a federation
// singleton), and a remote's part that fails must stop the shell's loading ahead.
const failureKey = Symbol.for('staycompliant.code-load-failed');
const failures = globalThis as { [failureKey]?: boolean };

/** Records a failed attempt to load code: loading ahead stops for the page's life. */
export function noteCodeLoadFailure(): void {
  failures[failureKey] = true;
}

/** Who waits for a module to arrive ahead (whenLoadedAhead). */
const waitingForAhead = new Map<string, Array<() => void>>();

const nameOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/**
 * Resolves once the module's code is in, loaded ahead of need (a prefetch) or before hydration: a
 * part still waiting to hydrate can then hydrate while the browser is idle, not in the render of
 * the next navigation. Never resolves for a module nothing loads ahead.
 */
export function whenLoadedAhead(remote: RemoteName, module: string): Promise<void> {
  const name = nameOf(remote, module);
  if (loaded.has(name)) return Promise.resolve();
  return new Promise((resolve) => waitingForAhead.set(name, [...(waitingForAhead.get(name) ?? []), resolve]));
}

export function loadedComponent(remote: RemoteName, module: string): AnyComponent | undefined {
  return loaded.get(nameOf(remote, module));
}

export function keepLoadedComponent(remote: RemoteName, module: string, component: AnyComponent): void {
  loaded.set(nameOf(remote, module), component);
}

function importDefault(remote: RemoteName, module: string): Promise<AnyComponent> {
  return loadRemoteModule(remote, module).then((namespace) => {
    const component = (namespace as { default?: unknown } | null)?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${remote}/${module} has no default export`);
    }
    return component as AnyComponent;
  });
}

/** One import of a module's default export; a prefetch of it on its way is taken over. */
export function importComponent(remote: RemoteName, module: string): Promise<AnyComponent> {
  const load = prefetching.get(nameOf(remote, module))?.load ?? importDefault(remote, module);
  return load.catch((error: unknown) => {
    noteCodeLoadFailure();
    throw error;
  });
}

export type PrefetchReason = 'intent' | 'idle';

/**
 * Starts loading a module the visitor may soon need (a page behind a link), once per page life:
 * one attempt within the loaders' deadline, no retry; a failure is silent, ends all loading ahead
 * (noteCodeLoadFailure), and the navigation's own attempts follow later. On `intent` (a pointer over the link, focus, a touch) it counts as a
 * navigation's load, ahead of the parts below the fold; on `idle` it does not. Resolves whether the
 * module is in.
 */
export function prefetchComponent(remote: RemoteName, module: string, reason: PrefetchReason): Promise<boolean> {
  const name = nameOf(remote, module);
  const onItsWay = prefetching.get(name);
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
  if (typeof document === 'undefined' || loaded.has(name) || prefetched.has(name) || failures[failureKey] === true) {
    return Promise.resolve(loaded.has(name));
  }
  prefetched.add(name);
  const load = withTimeout(importDefault(remote, module), remoteLoadTimeoutMs, name);
  prefetching.set(name, { load, navigation: reason === 'intent' });
  if (reason === 'intent') trackNavigationLoad(load);
  return load.then(
    (component) => {
      prefetching.delete(name);
      loaded.set(name, component);
      for (const resolve of waitingForAhead.get(name) ?? []) resolve();
      waitingForAhead.delete(name);
      return true;
    },
    () => {
      prefetching.delete(name);
      noteCodeLoadFailure();
      return false;
    },
  );
}

/** Forgets every module loaded or prefetched (each test starts from a page just opened). */
export function forgetComponentImports(): void {
  failures[failureKey] = false;
  loaded.clear();
  prefetching.clear();
  waitingForAhead.clear();
  prefetched.clear();
}

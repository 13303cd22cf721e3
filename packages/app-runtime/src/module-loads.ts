import type { RemoteName } from '@staycompliant/contracts';
import type { ComponentType } from 'react';
import type { AnyLazyPart } from './lazy-part';

// biome-ignore lint: exposed modules take any props
export type AnyComponent = ComponentType<any>;

/** Where one remote module's code is on this page; each field is set only while it applies. */
interface ModuleLoad {
  /** Its code is in: loaded before hydration or prefetched. RemoteModule renders it at once. */
  component?: AnyComponent;
  /** A prefetch on its way: a load meanwhile takes this promise over, no second request. */
  prefetch?: { load: Promise<AnyComponent>; navigation: boolean };
  /** A prefetch was made once already; whatever its outcome, none is made again in the page's life. */
  prefetched?: boolean;
  /** Who waits for its code to arrive ahead of need (whenLoadedAhead). */
  waitingAhead?: Array<() => void>;
  /**
   * Its first render at the page's URL (componentForFirstRender): a remount React makes before it
   * shows the module takes this over.
   */
  firstRender?: { url: string; component: AnyComponent };
  /** The part holding the server's HTML when its load before hydration failed (preloadRemoteModules). */
  keptFromTheServer?: AnyLazyPart;
}

/** The one name of a module on the page, `remote/module`: the registry's key, and how logs and React keys name it. */
export const moduleKey = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** Every module load of this copy of app-runtime, by moduleKey. */
const registry = new Map<string, ModuleLoad>();

/** The record of a module's load, made empty on first ask. */
export function moduleLoad(remote: RemoteName, module: string): ModuleLoad {
  const key = moduleKey(remote, module);
  let entry = registry.get(key);
  if (!entry) {
    entry = {};
    registry.set(key, entry);
  }
  return entry;
}

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

export function hasCodeLoadFailed(): boolean {
  return failures[failureKey] === true;
}

/** Forgets every module load and failure (each test starts from a page just opened). */
export function forgetModuleLoads(): void {
  failures[failureKey] = false;
  registry.clear();
}

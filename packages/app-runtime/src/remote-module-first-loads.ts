import type { RemoteName } from '@staycompliant/contracts';
import { type ComponentType, lazy } from 'react';
import { forgetComponentImports, loadedComponent } from './component-imports';
import { navigationLoad } from './remote-component-load';

/** Each module's first load at the page's URL: a remount at the same URL takes it over. */
const firstLoads = new Map<string, { url: string; component: ComponentType<Record<string, unknown>> }>();

/** Forgets the first loads made (a test's own page visit starts anew). */
export function forgetFirstLoads() {
  firstLoads.clear();
  forgetComponentImports();
}

/** Forgets one module's first load (`remote/module`) once a mount of it is shown. */
export function forgetFirstLoad(name: string): void {
  firstLoads.delete(name);
}

/**
 * The first render of a module: loaded already, or loaded now. React may mount a part again, before
 * ever showing it, while it holds a navigation (until a part above it has hydrated, "Server
 * rendering" in docs/architecture/server-rendering.md): at the same URL such a mount takes over the load already
 * made, pending, done or failed, so its attempts are not made twice. Once a mount is shown, the load
 * is forgotten (RemoteModule's effect): the visitor coming back to the part loads it anew.
 */
export function firstLoad(remote: RemoteName, module: string, timeoutMs: number) {
  const name = `${remote}/${module}`;
  const loaded = loadedComponent(remote, module);
  if (loaded) return loaded;
  const url = typeof location === 'undefined' ? null : location.href;
  const earlier = firstLoads.get(name);
  if (url !== null && earlier?.url === url) return earlier.component;
  const component = lazy(() => navigationLoad(remote, module, timeoutMs));
  if (url !== null) firstLoads.set(name, { url, component });
  return component;
}

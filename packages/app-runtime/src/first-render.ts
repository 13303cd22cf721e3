import type { RemoteName } from '@staycompliant/contracts';
import { lazy } from 'react';
import { loadModuleWithRetries } from './load-module-with-retries';
import { type AnyComponent, moduleLoad } from './module-loads';

/**
 * The component of a module's first render: its code already in, or a lazy one that loads it with
 * retries, as a navigation's load. React may mount a part again, before ever showing it, while it
 * holds a navigation (until a part above it has hydrated, docs/architecture/server-rendering.md,
 * "Server rendering"): at the same URL such a mount takes over the load already made, pending, done
 * or failed, so its attempts are not made twice. Once a mount is shown, RemoteModule forgets it
 * (forgetFirstRender): the visitor coming back to the part loads it anew.
 */
export function componentForFirstRender(remote: RemoteName, module: string, timeoutMs: number): AnyComponent {
  const entry = moduleLoad(remote, module);
  if (entry.component) return entry.component;
  const url = typeof location === 'undefined' ? null : location.href;
  if (url !== null && entry.firstRender?.url === url) return entry.firstRender.component;
  const component = lazy(() => loadModuleWithRetries(remote, module, timeoutMs, { navigation: true }));
  if (url !== null) entry.firstRender = { url, component };
  return component;
}

/** Forgets a module's first render once a mount of it is shown. */
export function forgetFirstRender(remote: RemoteName, module: string): void {
  moduleLoad(remote, module).firstRender = undefined;
}

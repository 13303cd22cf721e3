import type { RemoteName, RenderedModule } from '@staycompliant/contracts';
import { moduleKey } from './module-loads';

/** The remote modules a server render loaded, by when the browser loads their code. */
export interface ModulesToHydrate {
  /** Loaded before hydration: the page's own module and every part rendered with RemoteModule. */
  beforeHydration: RenderedModule[];
  /** Rendered only by RemoteModuleNearViewport: their code loads as the visitor nears them. */
  nearViewport: RenderedModule[];
}

// RemoteScope's element, as React writes it: data-remote, data-module, then data-hydrates when the
// part's code loads near the viewport.
const scopeElement = /<div data-remote="([^"]+)" data-module="([^"]+)"( data-hydrates="near-viewport")?/g;

/**
 * Sorts the modules a render loaded (as the site server recorded them) by the places the page's
 * HTML renders them in. A module rendered in both ways (the newsletter form on /resources and in
 * its footer) is loaded before hydration; one whose place the HTML does not mark (a remote built
 * before the mark existed) too.
 */
export function modulesToHydrate(html: string, rendered: readonly RenderedModule[]): ModulesToHydrate {
  const now = new Set<string>();
  const later = new Set<string>();
  for (const [, remote, module, nearViewport] of html.matchAll(scopeElement)) {
    (nearViewport ? later : now).add(moduleKey(remote as RemoteName, module!));
  }
  const waits = ([remote, module]: RenderedModule) => later.has(moduleKey(remote, module)) && !now.has(moduleKey(remote, module));
  return { beforeHydration: rendered.filter((entry) => !waits(entry)), nearViewport: rendered.filter(waits) };
}

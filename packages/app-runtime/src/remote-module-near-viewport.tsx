import type { RemoteName } from '@staycompliant/contracts';
import { isVersionSkew } from '@staycompliant/version-skew/runtime';
import { type ReactNode, useId, useState } from 'react';
import { HoldPressesUntilHydrated } from './held-presses';
import { lazyPart } from './lazy-part';
import { loadOnce, whenLoadedAhead } from './load-once';
import { type AnyComponent, moduleKey } from './module-loads';
import { whenNoNavigationLoad } from './navigation-loads';
import { whenNearViewport } from './near-viewport';
import { nextTask } from './next-task';
import { RemoteScope } from './remote-scope';
import { whenUrlChanges } from './url-changes';
import { VersionSkewNotice } from './version-skew-notice';

export interface RemoteModuleNearViewportProps {
  remote: RemoteName;
  /** The exposed module, as in the remote's `exposes`, e.g. './NewsletterForm'. */
  module: string;
  /** Props passed to the module's default export. */
  props?: Record<string, unknown>;
  /**
   * Holds its place where the server did not render it (a page reached by a link, a render that
   * failed) until its code is in: about the height of what comes.
   */
  placeholder: ReactNode;
}

/**
 * A remote module below the fold that the server renders whole, and whose code loads only as the
 * visitor nears it (docs/architecture/server-rendering.md, "Server rendering"). Its HTML (forms, links) is there from
 * the first paint and works without JavaScript; React keeps it until the code arrives and then
 * hydrates it in place, and a press on it meanwhile waits for it (HoldPressesUntilHydrated). The
 * page state leaves it out of the modules loaded before hydration (rendered-modules.ts). If its
 * code cannot load, the server's HTML stays and a notice with Retry shows beside it.
 */
export function RemoteModuleNearViewport({ remote, module, props, placeholder }: RemoteModuleNearViewportProps) {
  const spotId = useId();
  const [part] = useState(() =>
    lazyPart<Record<string, unknown>>({
      name: moduleKey(remote, module),
      // On the server at once. In the browser a task later, so the spot is in the document also
      // where this render is not a hydration, once near the viewport and no navigation's load is on
      // its way; or as soon as the URL changes, since React holds a navigation until every part
      // still waiting to hydrate (the footer's, on every page) has: that load is the navigation's.
      // Or once its code is in ahead of a navigation (shell/src/federation/route-prefetch.ts): hydrated while
      // the browser is idle, it costs the next navigation's render nothing.
      when: () =>
        typeof document === 'undefined'
          ? Promise.resolve()
          : Promise.race([
              nextTask()
                .then(() => whenNearViewport(document.getElementById(spotId)))
                .then(whenNoNavigationLoad),
              whenUrlChanges(),
              whenLoadedAhead(remote, module),
            ]),
      yieldsToNavigation: false,
      load: () =>
        loadOnce(remote, module).catch((error: unknown): AnyComponent => {
          // As RemoteModule does: a remote refused for its versions shows the notice, on the server too.
          if (isVersionSkew(error)) return VersionSkewNotice;
          throw error;
        }),
    }),
  );
  return (
    <RemoteScope remote={remote} module={module} hydratesNearViewport>
      <div id={spotId}>
        <HoldPressesUntilHydrated part={part} fallback={placeholder}>
          <part.Component {...props} />
        </HoldPressesUntilHydrated>
      </div>
    </RemoteScope>
  );
}

import type { RemoteName } from '@staycompliant/contracts';
import { isVersionSkew } from '@staycompliant/version-skew/runtime';
import { loadOnce } from './load-once';
import { codeLoadPolicy } from './load-policy';
import { loadWithRetries } from './load-with-retries';
import { type AnyComponent, moduleKey } from './module-loads';
import { trackNavigationLoad } from './navigation-loads';
import { RemoteLoadError } from './remote-load-error';
import { VersionSkewNotice } from './version-skew-notice';

/**
 * Loads a remote module's component with the bounded retries of every load of code (3 attempts
 * within `timeoutMs`, waits doubling): a remote refused for its versions gives the notice, any other
 * failure a RemoteLoadError. With `navigation` (a page reached by a link, a dialog opened) it counts,
 * in the browser, as a load the visitor waits for: the parts below the fold not started yet wait for
 * it (navigation-loads.ts).
 */
export function loadModuleWithRetries(remote: RemoteName, module: string, timeoutMs: number, { navigation }: { navigation: boolean }) {
  const load = loadWithRetries(() => loadOnce(remote, module), codeLoadPolicy(timeoutMs), moduleKey(remote, module))
    .then((component) => ({ default: component }))
    .catch((error: unknown) => {
      // A remote refused for its versions renders the notice in its place, on the server as in the
      // browser, so the page's HTML and its hydration agree (docs/architecture/releases.md, "Versions and skew").
      if (isVersionSkew(error)) return { default: VersionSkewNotice as AnyComponent };
      throw new RemoteLoadError(remote, module, error);
    });
  return navigation && typeof document !== 'undefined' ? trackNavigationLoad(load) : load;
}

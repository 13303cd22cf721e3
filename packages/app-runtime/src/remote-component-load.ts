import type { RemoteName } from '@staycompliant/contracts';
import { isVersionSkew } from '@staycompliant/version-skew/runtime';
import { type AnyComponent, importComponent } from './component-imports';
import { codeLoadPolicy } from './load-policy';
import { loadWithRetries } from './load-with-retries';
import { trackNavigationLoad } from './navigation-loads';
import { RemoteLoadError } from './remote-load-error';
import { VersionSkewNotice } from './version-skew-notice';

/**
 * One load of a remote module's component, with the bounded retries of every load of code: a remote
 * refused for its versions gives the notice, any other failure a RemoteLoadError.
 */
export function loadRemoteComponent(remote: RemoteName, module: string, timeoutMs: number) {
  return loadWithRetries(() => importComponent(remote, module), codeLoadPolicy(timeoutMs), `${remote}/${module}`)
    .then((component) => ({ default: component }))
    .catch((error: unknown) => {
      // A remote refused for its versions renders the notice in its place, on the server as in the
      // browser, so the page's HTML and its hydration agree (docs/architecture/releases.md, "Versions and skew").
      if (isVersionSkew(error)) return { default: VersionSkewNotice as AnyComponent };
      throw new RemoteLoadError(remote, module, error);
    });
}

/**
 * A load the visitor waits for once the page is live (a page reached by a link, a dialog opened):
 * the parts below the fold not started yet wait for it (navigation-loads.ts).
 */
export function navigationLoad(remote: RemoteName, module: string, timeoutMs: number) {
  const load = loadRemoteComponent(remote, module, timeoutMs);
  return typeof document === 'undefined' ? load : trackNavigationLoad(load);
}

import type { RemoteName } from '@staycompliant/contracts';
import { isVersionSkew } from '@staycompliant/version-skew/runtime';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { type AnyComponent, forgetComponentImports, importComponent, keepLoadedComponent, loadedComponent } from './component-imports';
import { type AnyLazyPart, lazyPart } from './lazy-part';
import { KeptPageNotice } from './lazy-part-slot';
import { codeLoadPolicy, remoteLoadTimeoutMs } from './load-policy';
import { loadWithRetries } from './load-with-retries';
import { trackNavigationLoad } from './navigation-loads';
import { RemoteLoadError } from './remote-load-error';
import { RemoteLoadFailure } from './remote-load-failure';
import { RemoteScope } from './remote-scope';
import { VersionSkewNotice } from './version-skew-notice';

export { remoteLoadAttempts, remoteLoadTimeoutMs } from './load-policy';

/**
 * A page's module whose load before hydration failed, kept suspended so its server HTML stays on
 * screen, readable and with working links, until a Retry brings its code and hydrates it in place.
 */
const keptFromTheServer = new Map<string, AnyLazyPart>();

function loadRemoteComponent(remote: RemoteName, module: string, timeoutMs: number) {
  return loadWithRetries(() => importComponent(remote, module), codeLoadPolicy(timeoutMs), `${remote}/${module}`)
    .then((component) => ({ default: component }))
    .catch((error: unknown) => {
      // A remote refused for its versions renders the notice in its place, on the server as in the
      // browser, so the page's HTML and its hydration agree (docs/architecture.md, "Versions and skew").
      if (isVersionSkew(error)) return { default: VersionSkewNotice as AnyComponent };
      throw new RemoteLoadError(remote, module, error);
    });
}

/**
 * A load the visitor waits for once the page is live (a page reached by a link, a dialog opened):
 * the parts below the fold not started yet wait for it (navigation-loads.ts).
 */
function navigationLoad(remote: RemoteName, module: string, timeoutMs: number) {
  const load = loadRemoteComponent(remote, module, timeoutMs);
  return typeof document === 'undefined' ? load : trackNavigationLoad(load);
}

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

/** Each module's first load at the page's URL: a remount at the same URL takes it over. */
const firstLoads = new Map<string, { url: string; component: ComponentType<Record<string, unknown>> }>();

/** Forgets the first loads made (a test's own page visit starts anew). */
export function forgetFirstLoads() {
  firstLoads.clear();
  forgetComponentImports();
}

/**
 * The first render of a module: loaded already, or loaded now. React may mount a part again, before
 * ever showing it, while it holds a navigation (until a part above it has hydrated, "Server
 * rendering" in docs/architecture.md): at the same URL such a mount takes over the load already
 * made, pending, done or failed, so its attempts are not made twice. Once a mount is shown, the load
 * is forgotten (RemoteModule's effect): the visitor coming back to the part loads it anew.
 */
function firstLoad(remote: RemoteName, module: string, timeoutMs: number) {
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

export interface RemoteModuleProps {
  remote: RemoteName;
  /** The exposed module, as in the remote's `exposes`, e.g. './PricingPage'. */
  module: string;
  /** Props passed to the module's default export. */
  props?: Record<string, unknown>;
  /** Shown while the module loads. */
  loading?: ReactNode;
  /** Shown when the load has failed; by default the friendly message with Retry. */
  failure?: (retry: () => void) => ReactNode;
  timeoutMs?: number;
  /** Called once the module has rendered, or its load has failed and the message shows. */
  onSettled?: () => void;
}

/** Calls back after its siblings have committed: Suspense commits them all at once. */
function Settled({ onSettled }: { onSettled?: () => void }) {
  const latest = useRef(onSettled);
  latest.current = onSettled;
  useEffect(() => {
    latest.current?.();
  }, []);
  return null;
}

const defaultFailure = (retry: () => void) => <RemoteLoadFailure onRetry={retry} />;

function failureFallback(failure: (retry: () => void) => ReactNode, onSettled?: () => void) {
  return function renderFallback({ error, resetErrorBoundary }: FallbackProps) {
    // Only load failures stay in this area; a crash while rendering goes up to the route's crash page.
    if (!(error instanceof RemoteLoadError)) throw error;
    return (
      <>
        {failure(resetErrorBoundary)}
        <Settled onSettled={onSettled} />
      </>
    );
  };
}

/**
 * Renders one exposed module of a remote. A failed or slow load shows a friendly message with a
 * Retry in this area only; Retry builds a fresh lazy component, since React caches a rejected one.
 * Each module gets a boundary of its own: when a route hands this place another module, its
 * placeholder shows at once and an earlier failure cannot carry over.
 */
export function RemoteModule(props: RemoteModuleProps) {
  return <RemoteModuleBoundary key={`${props.remote}/${props.module}`} {...props} />;
}

function RemoteModuleBoundary({
  remote,
  module,
  props,
  loading = null,
  failure = defaultFailure,
  timeoutMs = remoteLoadTimeoutMs,
  onSettled,
}: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  // Read in render, forgotten once committed: a hydration React interrupts renders again from scratch.
  const [kept] = useState(() => keptFromTheServer.get(`${remote}/${module}`));
  useEffect(() => {
    keptFromTheServer.delete(`${remote}/${module}`);
    // Shown now: a later mount (the visitor comes back to the part) loads it anew.
    firstLoads.delete(`${remote}/${module}`);
  }, [remote, module]);
  const Component = useMemo(
    () => (attempt > 0 ? lazy(() => navigationLoad(remote, module, timeoutMs)) : (kept?.Component ?? firstLoad(remote, module, timeoutMs))),
    [remote, module, timeoutMs, attempt, kept],
  );
  return (
    <RemoteScope remote={remote} module={module}>
      {kept && <KeptPageNotice part={kept} />}
      <ErrorBoundary fallbackRender={failureFallback(failure, onSettled)} onReset={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={loading}>
          <Component {...props} />
          <Settled onSettled={onSettled} />
        </Suspense>
      </ErrorBoundary>
    </RemoteScope>
  );
}

import { loadRemoteModule, type RemoteName } from '@staycompliant/contracts';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { codeLoadPolicy, remoteLoadTimeoutMs } from './load-policy';
import { loadWithRetries } from './load-with-retries';
import { RemoteLoadError } from './remote-load-error';
import { RemoteLoadFailure } from './remote-load-failure';
import { RemoteScope } from './remote-scope';

export { remoteLoadAttempts, remoteLoadTimeoutMs } from './load-policy';

// biome-ignore lint: exposed modules take any props
type AnyComponent = ComponentType<any>;

/**
 * The page's own modules, loaded before hydration (preloadRemoteModules) and then rendered at once
 * without suspending, so the first render matches the server's HTML.
 */
const loadedInTheBrowser = new Map<string, AnyComponent>();
/** A page's module whose load before hydration failed: its boundary shows that failure, not a second round of attempts. */
const failedBeforeHydration = new Map<string, unknown>();

function loadRemoteComponent(remote: RemoteName, module: string, timeoutMs: number) {
  return loadWithRetries(() => loadRemoteModule(remote, module), codeLoadPolicy(timeoutMs), `${remote}/${module}`)
    .then((namespace) => {
      const component = (namespace as { default?: unknown } | null)?.default;
      if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
        throw new Error(`${remote}/${module} has no default export`);
      }
      return { default: component as AnyComponent };
    })
    .catch((error: unknown) => {
      throw new RemoteLoadError(remote, module, error);
    });
}

/** Loads a page's remote modules before it hydrates; one that fails is left to its boundary. */
export async function preloadRemoteModules(modules: readonly (readonly [RemoteName, string])[]): Promise<void> {
  await Promise.all(
    modules.map(([remote, module]) =>
      loadRemoteComponent(remote, module, remoteLoadTimeoutMs).then(
        ({ default: component }) => loadedInTheBrowser.set(`${remote}/${module}`, component),
        (error: unknown) => failedBeforeHydration.set(`${remote}/${module}`, error),
      ),
    ),
  );
}

/** The first render of a module: loaded already, failed already (once), or loaded now. */
function firstLoad(remote: RemoteName, module: string, timeoutMs: number) {
  const key = `${remote}/${module}`;
  const loaded = loadedInTheBrowser.get(key);
  if (loaded) return loaded;
  return lazy(() => {
    const failure = failedBeforeHydration.get(key);
    failedBeforeHydration.delete(key);
    return failure ? Promise.reject(failure) : loadRemoteComponent(remote, module, timeoutMs);
  });
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
  const Component = useMemo(
    () => (attempt === 0 ? firstLoad(remote, module, timeoutMs) : lazy(() => loadRemoteComponent(remote, module, timeoutMs))),
    [remote, module, timeoutMs, attempt],
  );
  return (
    <RemoteScope remote={remote}>
      <ErrorBoundary fallbackRender={failureFallback(failure, onSettled)} onReset={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={loading}>
          <Component {...props} />
          <Settled onSettled={onSettled} />
        </Suspense>
      </ErrorBoundary>
    </RemoteScope>
  );
}

import type { RemoteName } from '@staycompliant/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { componentForFirstRender, forgetFirstRender } from './first-render';
import { KeptPageNotice } from './lazy-part-slot';
import { loadModuleWithRetries } from './load-module-with-retries';
import { remoteLoadTimeoutMs } from './load-policy';
import { moduleKey, moduleLoad } from './module-loads';
import { RemoteLoadError } from './remote-load-error';
import { RemoteLoadFailure } from './remote-load-failure';
import { RemoteScope } from './remote-scope';

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
  return <RemoteModuleBoundary key={moduleKey(props.remote, props.module)} {...props} />;
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
  const [kept] = useState(() => moduleLoad(remote, module).keptFromTheServer);
  useEffect(() => {
    moduleLoad(remote, module).keptFromTheServer = undefined;
    // Shown now: a later mount (the visitor comes back to the part) loads it anew.
    forgetFirstRender(remote, module);
  }, [remote, module]);
  const Component = useMemo(
    () =>
      attempt > 0
        ? lazy(() => loadModuleWithRetries(remote, module, timeoutMs, { navigation: true }))
        : (kept?.Component ?? componentForFirstRender(remote, module, timeoutMs)),
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

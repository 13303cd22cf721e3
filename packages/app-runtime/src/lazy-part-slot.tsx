import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { AnyLazyPart, LazyPartStatus } from './lazy-part';
import { RemoteLoadFailure } from './remote-load-failure';

function useLazyPartStatus(part: AnyLazyPart): LazyPartStatus {
  // Hydration renders what the server did: no notice.
  return useSyncExternalStore(part.subscribe, part.status, () => 'waiting');
}

/**
 * Beside a lazy part, never inside its Suspense boundary: nothing, or once its code has failed to
 * load, a small notice with Retry. It re-renders on its own, so the boundary it sits beside gets no
 * new props; a boundary still holding the server's HTML would otherwise drop it for a client render.
 */
export function LazyPartFailure({ part }: { part: AnyLazyPart }) {
  const status = useLazyPartStatus(part);
  // Coming back to a part that failed earlier loads it again, as a remote module does.
  useEffect(() => {
    part.retry();
  }, [part]);
  return status === 'failed' ? <RemoteLoadFailure scope="section" onRetry={part.retry} /> : null;
}

/**
 * Beside a page whose code failed before hydration (its server HTML stays): once hydrated, a notice
 * with Retry until the code arrives. Unlike a section's, it does not load again on mount: the
 * attempts before hydration were just spent.
 */
export function KeptPageNotice({ part }: { part: AnyLazyPart }) {
  // A kept page's part starts failed, so loading means Retry was pressed: the notice stays, busy,
  // until the code is in, so nobody takes the page for live while it still cannot answer.
  const status = useLazyPartStatus(part);
  if (status !== 'failed' && status !== 'loading') return null;
  return <RemoteLoadFailure scope="page" onRetry={part.retry} retrying={status === 'loading'} />;
}

/** The part's placeholder while its code loads; once that has failed, nothing (the notice says so). */
export function PlaceholderUntilFailed({ part, children }: { part: AnyLazyPart; children: ReactNode }) {
  return useLazyPartStatus(part) === 'failed' ? null : children;
}

export interface LazyPartSlotProps {
  part: AnyLazyPart;
  /** The part itself: `<part.Component … />`. */
  children: ReactNode;
  /** Holds its place while its code loads. */
  placeholder: ReactNode;
}

/**
 * Where a lazy part renders: its placeholder while its code loads and, if that fails after the
 * bounded attempts, a notice with Retry in its area; the rest of the page carries on.
 */
export function LazyPartSlot({ part, children, placeholder }: LazyPartSlotProps) {
  return (
    <>
      <Suspense fallback={<PlaceholderUntilFailed part={part}>{placeholder}</PlaceholderUntilFailed>}>{children}</Suspense>
      <LazyPartFailure part={part} />
    </>
  );
}

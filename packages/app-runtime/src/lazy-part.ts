import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { codeLoadPolicy } from './load-policy';
import { loadWithRetries } from './load-with-retries';
import { noteCodeLoadFailure } from './module-loads';
import { whenNoNavigationLoad } from './navigation-loads';

/** Where a lazy part's code is: not asked for yet, on its way, given up on (until Retry), or in. */
export type LazyPartStatus = 'waiting' | 'loading' | 'failed' | 'loaded';

export interface LazyPartOptions<P> {
  /** Names the part in the console, e.g. 'the testimonials carousel'. */
  name: string;
  /**
   * Resolves once the part's code may start loading (`whenNearViewport`, say). Waited for once,
   * outside the attempts and their deadline: a visitor may take minutes to scroll there.
   */
  when?: () => Promise<void>;
  /** Imports the part's code; tried as a remote module is (3 attempts within 8 s). */
  load: () => Promise<ComponentType<P>>;
  /**
   * Its attempts were spent already (a page's module that failed before hydration): it starts
   * 'failed', suspended, and loads on Retry only.
   */
  failedAlready?: boolean;
  /**
   * Whether, once `when` has resolved, the load waits while a navigation's load is on its way
   * (navigation-loads.ts): a part below the fold must not queue a page the visitor asked for behind
   * it. True by default; false for a part that `when` starts because a navigation needs it.
   */
  yieldsToNavigation?: boolean;
}

export interface LazyPart<P> {
  /** Render it inside a `LazyPartSlot` or `HoldPressesUntilHydrated` given this part. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  readonly name: string;
  status(): LazyPartStatus;
  /** Calls `onChange` on every change of status; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** After a failure, another round of attempts; at any other time, nothing. */
  retry(): void;
}

// biome-ignore lint: a slot takes a part of any props
export type AnyLazyPart = LazyPart<any>;

const inBrowser = typeof document !== 'undefined';

/**
 * A `lazy` component whose failure stays in its own area. In the browser the promise React holds
 * never rejects: it resolves when some round of attempts brings the code, and until then the part
 * is suspended. A lazy part that rejects while hydrating makes React client-render its Suspense
 * boundary (error 422) and then throw to the nearest error boundary, the page's, which replaces the
 * whole page. Suspended, the boundary keeps the server's HTML, and hydrates in place once the code
 * is in (docs/architecture/server-rendering.md, "Server rendering"). The status tells `LazyPartFailure` to offer Retry.
 * On the server a failure rejects, for the renderer's own fallback.
 */
export function lazyPart<P>({
  name,
  when = () => Promise.resolve(),
  load,
  failedAlready = false,
  yieldsToNavigation = true,
}: LazyPartOptions<P>): LazyPart<P> {
  let status: LazyPartStatus = failedAlready ? 'failed' : 'waiting';
  const listeners = new Set<() => void>();
  const setStatus = (next: LazyPartStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const attempt = () =>
    load().catch((error: unknown) => {
      noteCodeLoadFailure();
      throw error;
    });
  const loadWithinPolicy = () => loadWithRetries(attempt, codeLoadPolicy(), name).then((component) => ({ default: component }));

  let arrive: (module: { default: ComponentType<P> }) => void = () => {};
  const arrived = new Promise<{ default: ComponentType<P> }>((resolve) => {
    arrive = resolve;
  });
  const loadRound = () => {
    setStatus('loading');
    loadWithinPolicy().then(
      (module) => {
        setStatus('loaded');
        arrive(module);
      },
      (error: unknown) => {
        console.warn(`${name} did not load; it waits for Retry.`, error);
        setStatus('failed');
      },
    );
  };

  const Component = lazy(() => {
    if (!inBrowser) return when().then(loadWithinPolicy);
    if (failedAlready) return arrived;
    void when()
      .catch(() => {})
      .then(() => (yieldsToNavigation ? whenNoNavigationLoad() : undefined))
      .then(loadRound);
    return arrived;
  });

  return {
    Component,
    name,
    status: () => status,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    retry() {
      if (status === 'failed') loadRound();
    },
  };
}

import { useCallback, useState } from 'react';

export interface FirstUse<M> {
  /** The module, once the visitor has used the control and it has loaded. */
  loaded: M | null;
  loading: boolean;
  failed: boolean;
  /** On a hint of intent (pointer over, focus): starts the download without using the control. */
  prefetch: () => void;
  /** On the press: loads the module, then `loaded` holds it. Pressing again after a failure retries. */
  use: () => void;
}

/** For a control whose code is not needed on a first visit until the visitor first uses it. */
export function useLoadOnFirstUse<M>(load: () => Promise<M>): FirstUse<M> {
  const [loaded, setLoaded] = useState<M | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const prefetch = useCallback(() => {
    load().catch(() => {});
  }, [load]);
  const use = useCallback(() => {
    setStatus('loading');
    load().then(
      (module) => setLoaded(() => module),
      () => setStatus('failed'),
    );
  }, [load]);
  return { loaded, loading: status === 'loading' && loaded === null, failed: status === 'failed', prefetch, use };
}

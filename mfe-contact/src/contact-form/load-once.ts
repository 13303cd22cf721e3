import { codeLoadPolicy, loadWithRetries } from '@staycompliant/app-runtime';

export interface LoadedOnce<T> {
  /** The code, loaded on the first call with the bounded retries of every code load; a failure is forgotten, so the next call tries again. */
  load: () => Promise<T>;
  /** True once a load has succeeded. */
  isLoaded: () => boolean;
}

/** Code the page loads on demand, once, shared by every caller (the /contact page's form and the dialog's). */
export function loadOnce<T>(importCode: () => Promise<T>, what: string): LoadedOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded = false;
  const load = () => {
    loading ??= loadWithRetries(importCode, codeLoadPolicy(), what).then(
      (code) => {
        loaded = true;
        return code;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { load, isLoaded: () => loaded };
}

import { useEffect, useRef } from 'react';

/**
 * Scrolls to the top when `key` changes after the first render. The first render is left to the
 * router's ScrollRestoration, so Back still returns to where the visitor was.
 */
export function useScrollToTopOnChange(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}

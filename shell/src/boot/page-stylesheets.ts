import { linkPageStylesheets } from './head-after-paint';

/** The visitor's first use of the page: a menu, a dialog or a toast may follow, styled by the whole sheets. */
const useEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Links the page's whole stylesheets at the visitor's first press, key or focus, so the states that
 * follow are styled; a page left alone gets them once its load is over (route-prefetching.ts), never
 * in its load window. Returns the function that stops listening.
 */
export function linkPageStylesheetsOnFirstUse(root: Document = document): () => void {
  const options = { capture: true, passive: true };
  const stop = () => {
    for (const type of useEvents) root.removeEventListener(type, onUse, options);
  };
  function onUse() {
    stop();
    void linkPageStylesheets();
  }
  for (const type of useEvents) root.addEventListener(type, onUse, options);
  return stop;
}

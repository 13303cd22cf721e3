import { prefetchRoute } from '../federation/route-prefetch';

/** What shows a visitor may follow a link: a pointer over it, focus on it, a finger on it. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Listens on the whole document, so every in-site link (the header's, the footer's, a page's own)
 * starts loading its page when the visitor shows intent; each module is prefetched at most once
 * (prefetchOnce). Returns the function that stops listening.
 */
export function prefetchOnIntent(root: Document = document, prefetch = (href: string) => prefetchRoute(href, 'intent')): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target !== '' && link.target !== '_self') return;
    void prefetch(link.href);
  };
  const options = { capture: true, passive: true };
  for (const type of intentEvents) root.addEventListener(type, onIntent, options);
  return () => {
    for (const type of intentEvents) root.removeEventListener(type, onIntent, options);
  };
}

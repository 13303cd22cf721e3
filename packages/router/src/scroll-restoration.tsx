import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'scroll-positions';
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function save() {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: positions are still kept for this page's life.
  }
}

/**
 * Scrolls to `y` now, or as soon as the page has grown tall enough (a page's remote may still be
 * loading when Back shows it); gives up after a few seconds or once the visitor scrolls themselves.
 */
function scrollWhenTallEnough(y: number): () => void {
  const arrived = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  if (arrived()) return () => {};
  const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
    for (const type of visitorInput) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => arrived() && stop());
  observer.observe(document.body);
  const giveUp = setTimeout(stop, 3000);
  for (const type of visitorInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * What the data router's ScrollRestoration does, for the declarative router: a new page starts at
 * the top (or at its #fragment), a new query on the same page keeps the position, and Back and
 * Forward return to where the visitor was on that entry, across reloads too (sessionStorage).
 */
export function ScrollRestoration() {
  const { key, hash, pathname } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    // An entry the router did not make ('default': the visit's first page, or a plain #fragment link
    // such as "Skip to content") with a fragment is the browser's to scroll.
    const browsersFragment = key === 'default' && hash !== '';
    let stopRestoring = () => {};
    if (navigationType === 'POP') {
      if (saved !== undefined && !browsersFragment) stopRestoring = scrollWhenTallEnough(saved);
    } else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // A change of the query alone (a tab, a filter) stays on the same page, and where the visitor is.
    else if (pathname !== previousPathname.current) window.scrollTo(0, 0);
    previousPathname.current = pathname;
    // Kept as the visitor scrolls; the listener goes before the next page lays out, so the position
    // that page's height would force on the window is never taken for this entry's.
    const remember = () => positions.set(key, window.scrollY);
    // Where the visitor is now counts too: a scroll made before the app was live fired no event here.
    // While Back is still restoring, the position is not yet this entry's.
    if (navigationType !== 'POP' || saved === undefined) remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      stopRestoring();
      window.removeEventListener('scroll', remember);
    };
  }, [key, hash, pathname, navigationType]);

  return null;
}

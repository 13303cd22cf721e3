import { type ReactNode, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { boxToWatch } from './box-to-watch';
import { useOnceNothingBusy } from './use-once-nothing-busy';

export interface NearViewportProps {
  /** Rendered once this spot is within a screen's height below the viewport, or anywhere above it. */
  children: ReactNode;
  /** Stands in until then: about the height of what will come, and not `aria-busy` (it is not loading). */
  placeholder: ReactNode;
}

// The root grows without limit upwards, so everything above the viewport renders too: a visitor who
// scrolled down a prerendered page sees nothing above them change height when the app takes over.
const aboveAndOneScreenBelow = '1000000px 0px 100% 0px';

/**
 * Resolves once `element` is within a screen's height below the viewport, or anywhere above it; at
 * once without an element (nothing rendered yet, or on the server) or without IntersectionObserver.
 * For a server-rendered part whose code can wait: `lazy(() => whenNearViewport(spot).then(load))`
 * keeps the server's HTML, which React hydrates once the code is in.
 */
export function whenNearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver !== 'function') return Promise.resolve();
  return new Promise((near) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: aboveAndOneScreenBelow },
    );
    observer.observe(boxToWatch(element));
  });
}

/**
 * For a part of a page below the fold whose code or data a first view does not need: its children
 * (lazy components, remote modules, queries) start loading as the visitor scrolls towards it.
 */
export function NearViewport({ children, placeholder }: NearViewportProps) {
  // While the page is still loading (its main part a skeleton), this spot sits higher than it will.
  const layoutSettled = useOnceNothingBusy();
  const [spot, setSpot] = useState<HTMLDivElement | null>(null);
  const { ref: watch, inView } = useInView({
    rootMargin: aboveAndOneScreenBelow,
    triggerOnce: true,
    fallbackInView: true,
    skip: !layoutSettled,
  });
  // Looked up once the page has settled, so the styles it reads are already computed.
  useEffect(() => {
    if (layoutSettled && spot) watch(boxToWatch(spot));
  }, [layoutSettled, spot, watch]);
  if (inView) return children;
  return (
    <div ref={setSpot} data-near-viewport="waiting">
      {placeholder}
    </div>
  );
}

// The jsdom setup every app's component tests share: jest-dom matchers, cleanup, and the layout
// APIs jsdom lacks that embla and Radix (popper, select) call. Server-rendering tests run in node,
// without a DOM, with the same setup.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { elementsWithConflictingClasses } from './testing/class-conflicts';

class NoopObserver {
  observe(_target?: Element) {}
  unobserve(_target?: Element) {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * jsdom lays nothing out, so nothing is ever off screen: every observed element is reported in
 * view, once, soon after it is observed (parts that load near the viewport render in tests).
 */
class InViewObserver extends NoopObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    super();
  }
  override observe(target: Element) {
    this.observed.add(target);
    setTimeout(() => {
      if (!this.observed.has(target)) return;
      const box = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        time: performance.now(),
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
      };
      this.callback([entry], this as unknown as IntersectionObserver);
    }, 0);
  }
  override unobserve(target: Element) {
    this.observed.delete(target);
  }
  override disconnect() {
    this.observed.clear();
  }
}

/**
 * Called by each project's setup file. Some component projects do not isolate their test files
 * (docs/architecture/tests.md, "Tests"), so a worker imports this module once for many files: what each
 * file needs (its cleanup hook, the polyfills on its own window) is done per call, not on import.
 */
export function setUpComponentTests() {
  afterEach(() => {
    // Whatever the test rendered, on the page or in a portal: no element with two classes that set
    // the same property (src/lib/cn.ts merges nothing).
    const conflicts = typeof document === 'undefined' ? [] : elementsWithConflictingClasses(document.body);
    cleanup();
    expect(conflicts, 'elements whose classes override each other').toEqual([]);
  });
  // findBy* and waitFor wait for a state; their 1 s default ran out on a lazily imported part
  // (sonner's first toast) while the run shared 2 cores with the browser tests.
  configure({ asyncUtilTimeout: 5_000 });
  if (typeof window !== 'undefined') {
    globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
    globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    Element.prototype.scrollIntoView ??= function scrollIntoView() {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  }
}

import { moveTemplateIntoHead } from './move-template-into-head';

/** The timers the wait for the first paint uses: the window's in the page. */
export interface PaintClock {
  setTimeout(run: () => void, ms: number): unknown;
  requestAnimationFrame(run: () => void): unknown;
}

/** The `<template>` the build leaves the app's script and module hints in (build/scripts-after-the-page.ts). */
const appAfterPaintId = 'app-after-paint';
/** A background tab, or a page with nothing to paint, gets no paint entry: the app loads by then anyway. */
const paintWaitLimitMs = 3000;

/**
 * Moves the app's script and module hints into the head once the whole HTML is parsed and its first
 * frame painted (its `paint` performance entry, at most 3 s; at once in a background tab). Run before
 * that frame, the app's code, a long task on a phone, would hold the page's first paint back, and
 * fetched before it, it would share the page's first round trips. `paintObserver` is the browser's
 * PerformanceObserver, or undefined where it has none; without paint entries the app loads a task
 * after the next frame.
 */
export function loadAppAfterPaint(document: Document, clock: PaintClock, paintObserver: typeof PerformanceObserver | undefined): void {
  let appLoaded = false;
  const loadApp = () => {
    if (appLoaded) return;
    appLoaded = true;
    moveTemplateIntoHead(document, appAfterPaintId);
  };
  const afterFirstPaint = () => {
    if (document.visibilityState === 'hidden') return loadApp();
    clock.setTimeout(loadApp, paintWaitLimitMs);
    if (!paintObserver?.supportedEntryTypes?.includes('paint')) {
      clock.requestAnimationFrame(() => clock.setTimeout(loadApp, 0));
      return;
    }
    const observer = new paintObserver(() => {
      observer.disconnect();
      loadApp();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
}

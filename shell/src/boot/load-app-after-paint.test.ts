import { expect, test } from 'vitest';
import { loadAppAfterPaint, type PaintClock } from './load-app-after-paint';

// The build leaves the app's script and module hints inert in <template id="app-after-paint">
// (build/scripts-after-the-page.ts). Each test makes a page of its own, and a clock whose timers
// and frames it runs itself.
function pageWithTheApp({ readyState = 'complete', visibilityState = 'visible' } = {}) {
  const page = document.implementation.createHTMLDocument('page');
  Object.defineProperties(page, { readyState: { value: readyState }, visibilityState: { value: visibilityState } });
  const template = page.createElement('template');
  template.id = 'app-after-paint';
  template.innerHTML = '<script type="module" src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/x.js">';
  page.head.append(template);
  const appScripts = () => page.head.querySelectorAll(':scope > script[src="/assets/index-abc.js"]').length;
  return { page, appScripts };
}

function manualClock() {
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const clock: PaintClock = {
    setTimeout: (run, ms) => timers.push({ run, ms }),
    requestAnimationFrame: (run) => frames.push(run),
  };
  /** Runs the timers set for `ms` or sooner, in the order they were set; the later ones stay. */
  const runDue = (ms: number) => {
    const due = timers.filter((timer) => timer.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
    for (const timer of due) timer.run();
  };
  const runFrame = () => {
    for (const run of frames.splice(0)) run();
  };
  return { clock, timers, frames, runFrame, runDue };
}

/** PerformanceObserver as a browser with paint entries gives it: the test reports the first paint. */
function paintObserver() {
  const observers: { report: () => void; observed: unknown[]; disconnected: boolean }[] = [];
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    private readonly own: (typeof observers)[number];
    constructor(callback: () => void) {
      this.own = { report: callback, observed: [], disconnected: false };
      observers.push(this.own);
    }
    observe(options: unknown) {
      this.own.observed.push(options);
    }
    disconnect() {
      this.own.disconnected = true;
    }
  }
  return { Observer: FakePaintObserver as unknown as typeof PerformanceObserver, observers };
}

test('moves the app into the head when the first paint entry arrives, once', () => {
  const { page, appScripts } = pageWithTheApp();
  const { clock, timers } = manualClock();
  const { Observer, observers } = paintObserver();
  loadAppAfterPaint(page, clock, Observer);
  expect(appScripts()).toBe(0);
  expect(observers[0]?.observed).toEqual([{ type: 'paint', buffered: true }]);
  observers[0]!.report();
  expect(appScripts()).toBe(1);
  expect(page.head.querySelector(':scope > link[rel="modulepreload"]')).not.toBeNull();
  expect(observers[0]!.disconnected).toBe(true);
  // The wait's 3 s bound fires later and loads nothing twice.
  expect(timers.map(({ ms }) => ms)).toEqual([3000]);
  timers[0]!.run();
  expect(appScripts()).toBe(1);
});

test('where the browser gives no paint entries: moves the app into the head a task after the next frame', () => {
  const { page, appScripts } = pageWithTheApp();
  const { clock, runFrame, runDue } = manualClock();
  loadAppAfterPaint(page, clock, undefined);
  runDue(0);
  expect(appScripts()).toBe(0);
  runFrame();
  expect(appScripts()).toBe(0);
  runDue(0);
  expect(appScripts()).toBe(1);
});

test('loads the app within 3 s when no frame is drawn and no paint is reported', () => {
  const { page, appScripts } = pageWithTheApp();
  const { clock, runDue } = manualClock();
  loadAppAfterPaint(page, clock, paintObserver().Observer);
  runDue(2999);
  expect(appScripts()).toBe(0);
  runDue(3000);
  expect(appScripts()).toBe(1);
});

test('in a background tab, which paints nothing until shown, loads the app at once', () => {
  const { page, appScripts } = pageWithTheApp({ visibilityState: 'hidden' });
  const { clock, timers, frames } = manualClock();
  loadAppAfterPaint(page, clock, paintObserver().Observer);
  expect(appScripts()).toBe(1);
  expect([timers, frames]).toEqual([[], []]);
});

test('waits for the whole HTML to be parsed before it waits for the paint', () => {
  const { page, appScripts } = pageWithTheApp({ readyState: 'loading' });
  const { clock, timers } = manualClock();
  const { Observer, observers } = paintObserver();
  loadAppAfterPaint(page, clock, Observer);
  expect([observers.length, timers.length]).toEqual([0, 0]);
  page.dispatchEvent(new Event('DOMContentLoaded'));
  observers[0]!.report();
  expect(appScripts()).toBe(1);
});

test('a page without the template (a build without the app) loads nothing and fails nothing', () => {
  const page = document.implementation.createHTMLDocument('page');
  Object.defineProperty(page, 'readyState', { value: 'complete' });
  const { clock } = manualClock();
  const { Observer, observers } = paintObserver();
  loadAppAfterPaint(page, clock, Observer);
  observers[0]!.report();
  expect(page.head.innerHTML).toBe('<title>page</title>');
});

import { afterEach, expect, test, vi } from 'vitest';
import { runEarlyInputScript } from './run-early-input-script';

// The early-input script (inline in the head) also loads the app: the build leaves its script and
// module hints inert in <template id="app-after-paint"> (build/scripts-after-the-page.ts).
function runScriptWithTemplate() {
  const template = document.createElement('template');
  template.id = 'app-after-paint';
  template.innerHTML = '<script type="module" src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/x.js">';
  document.head.append(template);
  return runEarlyInputScript();
}

const appScripts = () => document.head.querySelectorAll(':scope > script[src="/assets/index-abc.js"]');

let removeListeners = () => {};
afterEach(() => {
  removeListeners();
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('where the browser gives no paint entries: moves the app into the head after the next frame, once', async () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  removeListeners = runScriptWithTemplate();
  expect(appScripts()).toHaveLength(0);
  // The next frame comes within 16 ms, long before the wait's 3 s bound.
  await vi.advanceTimersByTimeAsync(20);
  expect(appScripts()).toHaveLength(1);
  expect(document.head.querySelector(':scope > link[rel="modulepreload"]')).not.toBeNull();
  // The wait's bound fires later and loads nothing twice.
  await vi.advanceTimersByTimeAsync(5000);
  expect(appScripts()).toHaveLength(1);
});

test('moves the app into the head when the first paint entry arrives', () => {
  let reportPaint = () => {};
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      reportPaint = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  removeListeners = runScriptWithTemplate();
  expect(appScripts()).toHaveLength(0);
  reportPaint();
  expect(appScripts()).toHaveLength(1);
});

test('loads the app within 3 s when no frame is drawn', async () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', () => 0);
  removeListeners = runScriptWithTemplate();
  await vi.advanceTimersByTimeAsync(2900);
  expect(appScripts()).toHaveLength(0);
  await vi.advanceTimersByTimeAsync(100);
  expect(appScripts()).toHaveLength(1);
});

test('in a background tab, which paints nothing until shown, loads the app at once', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  removeListeners = runScriptWithTemplate();
  expect(appScripts()).toHaveLength(1);
});

test("the tests' copy of the script leaves nothing to fire once taken off: neither its frame nor its 3 s bound", () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  const takeOff = runScriptWithTemplate();
  expect(vi.getTimerCount()).toBe(2);
  takeOff();
  expect(vi.getTimerCount()).toBe(0);
});

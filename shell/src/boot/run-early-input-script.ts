import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const earlyInputScript = readFileSync(join(import.meta.dirname, 'early-input.js'), 'utf8');

/**
 * Runs a fresh copy of the early-input script, as the page's head does, for a test. The script
 * listens on window for good and sets a timer to load the app (3 s at most): the function returned
 * takes its listeners off and clears that timer, which would otherwise fire after the test file's
 * DOM is gone.
 */
export function runEarlyInputScript(): () => void {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  const original = { addEventListener: window.addEventListener.bind(window), setTimeout: globalThis.setTimeout };
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([type, listener, options]);
    original.addEventListener(type, listener, options);
  }) as typeof window.addEventListener;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const timer = original.setTimeout(...args);
    timers.push(timer);
    return timer;
  }) as typeof setTimeout;
  try {
    new Function(earlyInputScript)();
  } finally {
    window.addEventListener = original.addEventListener;
    globalThis.setTimeout = original.setTimeout;
  }
  return () => {
    for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
    for (const timer of timers) clearTimeout(timer);
  };
}

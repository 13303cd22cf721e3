import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const earlyInputScript = readFileSync(join(import.meta.dirname, 'early-input.js'), 'utf8');

/**
 * Runs a fresh copy of the early-input script, as the page's head does, for a test. The script
 * listens on window for good, and waits for a frame (then a timer) or 3 s to load the app: the
 * function returned takes its listeners off and cancels that frame and timer, which would otherwise
 * load the app after the test file's DOM is gone.
 */
export function runEarlyInputScript(): () => void {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  const frames: number[] = [];
  const original = {
    addEventListener: window.addEventListener.bind(window),
    setTimeout: globalThis.setTimeout,
    requestAnimationFrame: globalThis.requestAnimationFrame,
  };
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([type, listener, options]);
    original.addEventListener(type, listener, options);
  }) as typeof window.addEventListener;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const timer = original.setTimeout(...args);
    timers.push(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const frame = original.requestAnimationFrame.call(globalThis, callback);
    frames.push(frame);
    return frame;
  };
  try {
    new Function(earlyInputScript)();
  } finally {
    window.addEventListener = original.addEventListener;
    globalThis.setTimeout = original.setTimeout;
    globalThis.requestAnimationFrame = original.requestAnimationFrame;
  }
  return () => {
    for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
    for (const timer of timers) clearTimeout(timer);
    for (const frame of frames) globalThis.cancelAnimationFrame(frame);
  };
}

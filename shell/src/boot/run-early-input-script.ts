import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const earlyInputScript = readFileSync(join(import.meta.dirname, 'early-input.js'), 'utf8');

/**
 * Runs a fresh copy of the early-input script, as the page's head does, for a test. The script
 * listens on window for good: the function returned takes its listeners off again.
 */
export function runEarlyInputScript(): () => void {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const original = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([type, listener, options]);
    original(type, listener, options);
  }) as typeof window.addEventListener;
  try {
    new Function(earlyInputScript)();
  } finally {
    window.addEventListener = original;
  }
  return () => {
    for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
  };
}

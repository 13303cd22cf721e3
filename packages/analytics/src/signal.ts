// The signal's shape is the one schema in packages/contracts (src/schemas/signal-schema.ts), imported
// here as types only: the apps and the tracker carry none of zod.
import type { Signal, TrackedEvent } from '@staycompliant/contracts/signal';

export type { Signal, TrackedEvent };

/** Events recorded before the tracker loads wait here, at most `queueLimit` of them. */
export interface SignalQueue {
  pending: Array<Pick<Signal, 'n' | 'u' | 'r'>>;
  /** Set by the tracker once loaded; then each event goes straight to it. */
  send?: (event: Pick<Signal, 'n' | 'u' | 'r'>) => void;
  /** The path of the last page view recorded: the page load's (the tracker's to send), then each navigation's. */
  viewed: string;
}

export const queueLimit = 50;

declare global {
  interface Window {
    __staycompliantSignals?: SignalQueue;
  }
}

export function signalQueue(): SignalQueue {
  window.__staycompliantSignals ??= { pending: [], viewed: new URL(landingUrl()).pathname };
  return window.__staycompliantSignals;
}

/** The URL the page was loaded at: the app may have changed it since. */
export function landingUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation?.name || window.location.href;
}

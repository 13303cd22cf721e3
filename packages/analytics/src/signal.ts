// The signal's shape is the one schema in packages/contracts (src/schemas/signal-schema.ts), imported
// here as types only: the apps and the tracker carry none of zod.
import type { Signal, TrackedEvent } from '@staycompliant/contracts/signal';

export type { Signal, TrackedEvent };

/** Events recorded before the tracker loads wait here, at most `queueLimit` of them. */
export interface SignalQueue {
  pending: Array<Pick<Signal, 'n' | 'u' | 'r'>>;
  /** Set by the tracker once loaded; then each event goes straight to it. */
  send?: (event: Pick<Signal, 'n' | 'u' | 'r'>) => void;
}

export const queueLimit = 50;

declare global {
  interface Window {
    __staycompliantSignals?: SignalQueue;
  }
}

export function signalQueue(): SignalQueue {
  window.__staycompliantSignals ??= { pending: [] };
  return window.__staycompliantSignals;
}

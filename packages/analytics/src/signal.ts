/** What the tracker sends and the collector stores (docs/architecture.md, "Analytics"). */
export const trackedEvents = ['pageview', 'contact_opened', 'estimate_made', 'calendar_downloaded', 'newsletter_subscribed'] as const;
export type TrackedEvent = (typeof trackedEvents)[number];

/** One event as POSTed to /api/signal: short keys keep the tracker and each request small. */
export interface Signal {
  /** The event's name. */
  n: TrackedEvent;
  /** The page's path and query when the event happened (the collector keeps only utm_*, ref and source). */
  u: string;
  /** document.referrer on the page view of the page load, else "" (the views after it are navigations inside the site). */
  r: string;
  /** The viewport's width in CSS pixels: the collector turns it into a device class. */
  w: number;
  /** 1 when navigator.webdriver says a program drives the browser. */
  b: 0 | 1;
  /** 1 when an operator is signed in on this browser: the collector drops the event. */
  o: 0 | 1;
}

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

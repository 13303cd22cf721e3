import { signalPath } from '@staycompliant/contracts/signal';
import { landingUrl, type Signal, signalQueue } from './signal';

export interface TrackerOptions {
  /** True while an operator is signed in on this browser; their visits are not counted. */
  operatorSignedIn: () => boolean;
}

/**
 * Sends the page's events to the site's own origin: no cookie, no storage, one request per event
 * and no retry. A visitor whose browser asks for Global Privacy Control sends nothing at all.
 */
export function startTracker({ operatorSignedIn }: TrackerOptions): void {
  const queue = signalQueue();
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) {
    queue.pending = [];
    queue.send = () => {};
    return;
  }
  queue.send = (event) => {
    // The operators' own pages are not the public site's traffic.
    if (event.u.startsWith('/admin')) return;
    const signal: Signal = {
      ...event,
      w: window.innerWidth,
      b: navigator.webdriver ? 1 : 0,
      o: operatorSignedIn() ? 1 : 0,
    };
    // A string body is sent as text/plain, a simple request with no preflight; keepalive lets the
    // last event of a page outlive it.
    fetch(signalPath, { method: 'POST', body: JSON.stringify(signal), keepalive: true, credentials: 'omit' }).catch(() => {});
  };
  // The page load's view first, as loaded, even when the visitor has moved on before the tracker came:
  // a visitor who leaves before the app is live is still counted.
  queue.send({ n: 'pageview', u: landingPath(), r: document.referrer });
  for (const event of queue.pending.splice(0)) queue.send(event);
}

/** The path and query the page was loaded at: the app may have changed the URL since. */
function landingPath(): string {
  const url = new URL(landingUrl());
  return url.pathname + url.search;
}

import { queueLimit, signalQueue, type TrackedEvent } from './signal';

/**
 * Records an event of this page for the operators' analytics. Costs a few bytes in each app: the
 * event waits in a queue on `window` until the shell's tracker loads after the first paint, and the
 * tracker sends it. Does nothing on the server.
 */
export function trackEvent(name: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const queue = signalQueue();
  // The referrer belongs to the page load, so only its first page view carries it; the views after
  // it are navigations inside the site.
  const referrer = name === 'pageview' && !queue.referrerUsed ? document.referrer : '';
  if (name === 'pageview') queue.referrerUsed = true;
  const event = { n: name, u: window.location.pathname + window.location.search, r: referrer };
  if (queue.send) queue.send(event);
  else if (queue.pending.length < queueLimit) queue.pending.push(event);
}

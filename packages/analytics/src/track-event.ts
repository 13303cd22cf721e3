import { queueLimit, signalQueue, type TrackedEvent } from './signal';

/**
 * Records an event of this page for the operators' analytics. Costs a few bytes in each app: the
 * event waits in a queue on `window` until the shell's tracker loads after the first paint, and the
 * tracker sends it. Does nothing on the server. The page load's own page view is the tracker's to
 * send (tracker.ts); a page view recorded here is a navigation inside the site.
 */
export function trackEvent(name: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const queue = signalQueue();
  const event = { n: name, u: window.location.pathname + window.location.search, r: '' };
  if (queue.send) queue.send(event);
  else if (queue.pending.length < queueLimit) queue.pending.push(event);
}

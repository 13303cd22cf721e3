import { queueLimit, signalQueue, type TrackedEvent } from './signal';

/**
 * Records an event of this page for the operators' analytics. Costs a few bytes in each app: the
 * event waits in a queue on `window` until the shell's tracker loads after the first paint, and the
 * tracker sends it. Does nothing on the server. The page load's own page view is the tracker's to
 * send (tracker.ts); a page view recorded here is a navigation inside the site, once per path.
 */
export function trackEvent(name: TrackedEvent): void {
  if (typeof window === 'undefined') return;
  const queue = signalQueue();
  const { pathname, search } = window.location;
  const record = (n: TrackedEvent) => {
    const event = { n, u: pathname + search, r: '' };
    if (queue.send) queue.send(event);
    else if (queue.pending.length < queueLimit) queue.pending.push(event);
  };
  // One view per page, not per change of the query (the estimator writes each choice to it). An event
  // on a page whose view is not recorded yet (a press while its navigation still loads the page's
  // code) records the view first, so a page's events never come before its view.
  if (queue.viewed !== pathname) {
    queue.viewed = pathname;
    record('pageview');
  }
  if (name !== 'pageview') record(name);
}

// Prerendered pages start the app only once their HTML has painted: the app's code and the route's
// remote chunks would otherwise share a phone's bandwidth with the stylesheets and the font that the
// first paint waits for. The prerender (scripts/prerender.mjs) names the entry and the hints.
const boot = document.querySelector('script[data-app-entry]');
const hints = document.getElementById('after-paint-hints');
// A page that does not paint (opened in a background tab) starts after this anyway.
const paintWaitCapMs = 3000;
// Each hint starts a fetch, a millisecond or more of a phone's main thread: forty at once made one
// long task, and even four per task made tasks over 50 ms at a phone's speed, so each has its own.
const hintsPerTask = 1;

function addHints(links) {
  document.head.append(...links.splice(0, hintsPerTask));
  if (links.length > 0) setTimeout(() => addHints(links), 0);
}

let started = false;
function start() {
  if (started) return;
  started = true;
  import(boot.dataset.appEntry);
  if (hints instanceof HTMLTemplateElement) addHints(Array.from(hints.content.cloneNode(true).children));
}

// The paint entry arrives once the first contentful paint is on screen, not merely drawn.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, paintWaitCapMs);
} else {
  // The frame callback runs just before the first paint; the task it queues runs just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}

// Prerendered pages start the app only once their HTML has painted: the app's code and the route's
// remote chunks would otherwise share a phone's bandwidth with the stylesheets and the font that the
// first paint waits for. The prerender (scripts/prerender.mjs) names the entry and the hints.
const boot = document.querySelector('script[data-app-entry]');
const hints = document.getElementById('after-paint-hints');

function start() {
  if (hints instanceof HTMLTemplateElement) document.head.append(hints.content.cloneNode(true));
  import(boot.dataset.appEntry);
}

// The frame callback runs just before the first paint; the task it queues runs just after it.
requestAnimationFrame(() => setTimeout(start, 0));

// Preloaded (`node --import`) into a site server started for the tests (feed-helpers.ts,
// siteWithFeedFailingOnServer): that process's requests to the feed proxy fail, so it renders
// /resources as it does when the proxy is down or slow. Nothing else of the server is changed, and
// the site's own server, which the other tests share, is untouched.
const feedProxy = /\/rss-to-json\/v1\/api\.json/;
const mode = process.env.FEED_ON_SERVER;
const forward = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!feedProxy.test(url)) return forward(input, init);
  if (mode === 'slow') {
    // Never answers: the server's feed client gives up when its own time runs out.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
  }
  return Promise.resolve(new Response('Internal Server Error', { status: 500 }));
};

import type { Page, Route } from '@playwright/test';
import { holdRequests } from '../support/fixtures';

/** The feed proxy's request, as the site sends it to the local backend. */
export const feedRequest = '**/rss-to-json/v1/api.json*';

/** Ways the feed proxy can fail, each answered for every request until unrouted. */
export const feedFailures: Record<string, (route: Route) => Promise<void> | void> = {
  'an HTTP 500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  'a garbage body': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>not json' }),
  "status 'error'": (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'Cannot download this RSS feed' }),
    }),
  'no answer at all': () => {
    // Never answered: the feed client gives up on its own.
  },
  'a refused connection': (route) => route.abort('connectionrefused'),
  'an answer only after the 10 s timeout': async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    // By now the page has given up on the request.
    await route.continue().catch(() => {});
  },
};

/** Holds every feed request until release() is called, so that the loading state can be seen. */
export async function holdFeed(page: Page) {
  return { release: await holdRequests(page, feedRequest) };
}

/**
 * The shell's query client retries a failing feed 3 times (1 s, 2 s, 4 s), and the feed client
 * gives up on a silent proxy after 10 s: the failure shows within this long.
 */
export const feedFailureTimeout = 25_000;

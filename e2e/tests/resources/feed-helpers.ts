import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { dataFreshMs } from '../../../packages/app-runtime/src/query-client';
import { renderSitemapPages } from '../../../scripts/delivery/site-server-process.mjs';
import { expect, holdRequests, test } from '../support/fixtures';

/** The feed proxy's request, as the site sends it to the local backend. */
export const feedRequest = '**/rss-to-json/v1/api.json*';

/** Ways the feed proxy can fail, each answered for every request until unrouted. */
export const feedFailures: Record<string, (route: Route) => Promise<void> | void> = {
  'an HTTP 500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  "status 'error'": (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'Cannot download this RSS feed' }),
    }),
  'no answer at all': () => {
    // Never answered: the feed client gives up on its own.
  },
};

/** Holds every feed request until release() is called, so that the loading state can be seen. */
export async function holdFeed(page: Page) {
  return { release: await holdRequests(page, feedRequest) };
}

/**
 * Waits until the site's server has read the feed: a render waits for it 1 s at most, and on a busy
 * machine the server's first read (at its start, beside its first renders) can take longer, when
 * /resources comes with the skeletons. Returns the page's HTML with the articles.
 */
export async function resourcesPageWithFeed(request: APIRequestContext, origin = ''): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(`${origin}/resources`)).text();
        return html.includes('data-slot="article-card"');
      },
      { timeout: 20_000, message: 'the server renders /resources with the feed' },
    )
    .toBe(true);
  return html;
}

/** Every request the page makes to the feed proxy, counted as it goes. */
export function countFeedRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (/\/rss-to-json\/v1\/api\.json/.test(request.url())) count += 1;
  });
  return { count: () => count };
}

/** When the server read the articles this page was handed (its page state), in ms since the epoch. */
async function articlesReadAt(page: Page): Promise<number> {
  const state = JSON.parse((await page.locator('#page-state').textContent()) ?? '{}') as {
    queries?: { queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] };
  };
  return state.queries?.queries.find((query) => query.queryKey[0] === 'feed-articles')?.state.dataUpdatedAt ?? 0;
}

/**
 * The browser starts from the articles the server read: while they are fresh (`dataFreshMs` from
 * when the server read them), it asks the feed nothing. The server serves its copy stale while it
 * reads the feed again, so a page handed a copy near that age may see it go stale, and asks once.
 */
export async function expectFeedAskedOnlyOnceStale(page: Page, feedRequests: { count: () => number }) {
  const readAt = await articlesReadAt(page);
  expect(readAt, 'the page was handed the articles the server read').toBeGreaterThan(0);
  if (Date.now() < readAt + dataFreshMs) expect(feedRequests.count()).toBe(0);
  else expect(feedRequests.count()).toBeLessThanOrEqual(1);
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * The built site served by a site server of its own, in a process whose requests to the feed proxy
 * fail (feed-failing-on-server.mjs): the server renders /resources without the feed, and the browser
 * fetches it, as when the proxy is down. The site's shared server keeps its good feed (it serves the
 * last good answer while the proxy fails), so a failing feed is seen only here.
 */
async function startSiteWithFeedFailingOnServer(mode: FeedOnServer): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', join(import.meta.dirname, 'feed-failing-on-server.mjs'), join(repoRoot, 'packages', 'site-server', 'dist', 'cli.js')],
    {
      env: { ...process.env, PORT: '0', SITE_ROOT: repoRoot, FEED_ON_SERVER: mode, SITE_DRAIN_DELAY_MS: '0', SITE_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`The site server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The site server did not start:\n${output}`);
    url = /Site: (http:\/\/\S+)/.exec(output)?.[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await renderSitemapPages(url);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** How the server's requests to the feed proxy fail: an HTTP 500, or no answer (slower than the render waits). */
export type FeedOnServer = 'failing' | 'slow';

/**
 * Tests against a site whose server cannot read the feed: `siteWithFeedFailingOnServer` is its
 * origin (one server per worker; `test.use({ feedOnServer: 'slow' })` for one that never answers).
 */
export const testWithFeedFailingOnServer = test.extend<object, { feedOnServer: FeedOnServer; siteWithFeedFailingOnServer: string }>({
  feedOnServer: ['failing', { scope: 'worker', option: true }],
  siteWithFeedFailingOnServer: [
    async ({ feedOnServer }, use) => {
      const site = await startSiteWithFeedFailingOnServer(feedOnServer);
      await use(site.url);
      await site.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});
